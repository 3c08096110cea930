<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BrowsedDataset</name>
    <message>
        <source>%1 (crowd)</source>
        <translation>%1（群体）</translation>
    </message>
    <message>
        <source>cannot be read or decoded</source>
        <translation>无法读取或解码</translation>
    </message>
    <message>
        <source>unreadable: %1</source>
        <translation>无法读取：%1</translation>
    </message>
</context>
<context>
    <name>Duration</name>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
</context>
<context>
    <name>ExperimentTemplates</name>
    <message>
        <source>Digits classification (demo, CIFAR ResNet-20)</source>
        <translation>手写数字分类（演示，CIFAR ResNet-20）</translation>
    </message>
    <message>
        <source>Shapes detection (demo, RetinaNet ResNet-18)</source>
        <translation>形状检测（演示，RetinaNet ResNet-18）</translation>
    </message>
    <message>
        <source>CIFAR-10 ResNet-20</source>
        <translation>CIFAR-10 ResNet-20</translation>
    </message>
    <message>
        <source>ImageNet ResNet-50 v1.5</source>
        <translation>ImageNet ResNet-50 v1.5</translation>
    </message>
    <message>
        <source>COCO SSD300 ResNet-34</source>
        <translation>COCO SSD300 ResNet-34</translation>
    </message>
    <message>
        <source>RetinaNet ResNet-50 FPN on your own data</source>
        <translation>在自己的数据上训练 RetinaNet ResNet-50 FPN</translation>
    </message>
    <message>
        <source>COCO EfficientDet-D0</source>
        <translation>COCO EfficientDet-D0</translation>
    </message>
</context>
<context>
    <name>RunProgress</name>
    <message>
        <source>epoch %1/%2</source>
        <translation>第 %1/%2 轮</translation>
    </message>
    <message>
        <source>ETA %1</source>
        <translation>预计剩余 %1</translation>
    </message>
    <message>
        <source>device %1</source>
        <translation>设备 %1</translation>
    </message>
    <message>
        <source>world size %1</source>
        <translation>进程数 %1</translation>
    </message>
    <message>
        <source>best %1</source>
        <translation>最佳 %1</translation>
    </message>
    <message>
        <source>stopping…</source>
        <translation>正在停止…</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Workbench for training, evaluating and running vision models</source>
        <translation>用于训练、评估和运行视觉模型的工作台</translation>
    </message>
    <message>
        <source>Experiment YAML file to open</source>
        <translation>要打开的实验 YAML 文件</translation>
    </message>
    <message>
        <source>Train the digits demo, save a PNG of each view into this folder and quit (for the documentation)</source>
        <translation>训练手写数字演示，将每个视图的 PNG 保存到此文件夹后退出（用于文档）</translation>
    </message>
    <message>
        <source>Window size for --screenshots, e.g. 1024x700 (default 1440x900)</source>
        <translation>--screenshots 的窗口尺寸，例如 1024x700（默认 1440x900）</translation>
    </message>
</context>
<context>
    <name>osprey::ui::ClassHistogram</name>
    <message>
        <source>Boxes</source>
        <translation>框</translation>
    </message>
    <message>
        <source>Images</source>
        <translation>图像</translation>
    </message>
</context>
<context>
    <name>osprey::ui::ConfigFieldEditor</name>
    <message>
        <source>Allowed: %1</source>
        <translation>允许：%1</translation>
    </message>
    <message>
        <source>Choose a folder</source>
        <translation>选择文件夹</translation>
    </message>
    <message>
        <source>Choose a file</source>
        <translation>选择文件</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <translation>选择 %1</translation>
    </message>
</context>
<context>
    <name>osprey::ui::CurvePlot</name>
    <message>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation>对数刻度</translation>
    </message>
    <message>
        <source>Reset view</source>
        <translation>重置视图</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>Export PNG</source>
        <translation>导出 PNG</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>导出 CSV</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;.</source>
        <translation>无法写入“%1”。</translation>
    </message>
</context>
<context>
    <name>osprey::ui::DatasetsView</name>
    <message>
        <source>Image folder (a folder per class)</source>
        <translation>图像文件夹（每个类别一个文件夹）</translation>
    </message>
    <message>
        <source>CIFAR-10 (binary)</source>
        <translation>CIFAR-10（二进制）</translation>
    </message>
    <message>
        <source>CIFAR-100 (binary)</source>
        <translation>CIFAR-100（二进制）</translation>
    </message>
    <message>
        <source>COCO (instances JSON)</source>
        <translation>COCO（实例 JSON）</translation>
    </message>
    <message>
        <source>Pascal VOC (XML)</source>
        <translation>Pascal VOC（XML）</translation>
    </message>
    <message>
        <source>YOLO (data.yaml)</source>
        <translation>YOLO（data.yaml）</translation>
    </message>
    <message>
        <source>Digits demo</source>
        <translation>手写数字演示</translation>
    </message>
    <message>
        <source>Shapes demo (detection)</source>
        <translation>形状演示（检测）</translation>
    </message>
    <message>
        <source>Dataset folder, or YOLO&apos;s data.yaml</source>
        <translation>数据集文件夹，或 YOLO 的 data.yaml</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Experiment&apos;s dataset</source>
        <translation>实验的数据集</translation>
    </message>
    <message>
        <source>Open the dataset the experiment in the editor names (its data.* keys)</source>
        <translation>打开编辑器中实验所指定的数据集（其 data.* 键）</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>No dataset open.</source>
        <translation>未打开数据集。</translation>
    </message>
    <message>
        <source>Training split</source>
        <translation>训练集</translation>
    </message>
    <message>
        <source>Validation split</source>
        <translation>验证集</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <source>Select an image to see it larger.</source>
        <translation>选择一张图像以放大查看。</translation>
    </message>
    <message>
        <source>Check all images</source>
        <translation>检查所有图像</translation>
    </message>
    <message>
        <source>Decode every image of both splits and list those that cannot be read</source>
        <translation>解码两个划分中的每张图像，并列出无法读取的图像</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>问题：</translation>
    </message>
    <message>
        <source>Dataset file</source>
        <translation>数据集文件</translation>
    </message>
    <message>
        <source>Dataset files (*.yaml *.yml *.png);;All files (*)</source>
        <translation>数据集文件 (*.yaml *.yml *.png);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Dataset folder</source>
        <translation>数据集文件夹</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c00&apos;&gt;%1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c00&apos;&gt;%1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Reading %1 …</source>
        <translation>正在读取 %1 …</translation>
    </message>
    <message>
        <source>%1: %L2 images, %L3 boxes</source>
        <translation>%1：%L2 张图像，%L3 个框</translation>
    </message>
    <message>
        <source>%1: %L2 images</source>
        <translation>%1：%L2 张图像</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 · %n class(es)</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 · %n 个类别</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n box(es)</source>
        <translation>
            <numerusform>%1 — %n 个框</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — class %2</source>
        <translation>%1 — 类别 %2</translation>
    </message>
    <message>
        <source>Cancel check</source>
        <translation>取消检查</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1（%2）：%3</translation>
    </message>
    <message>
        <source>Checking …</source>
        <translation>正在检查 …</translation>
    </message>
    <message>
        <source>No problems: all %L1 images can be read.</source>
        <translation>没有问题：全部 %L1 张图像均可读取。</translation>
    </message>
    <message>
        <source>No annotation problems. &quot;Check all images&quot; reads every file.</source>
        <translation>没有标注问题。“检查所有图像”会读取每个文件。</translation>
    </message>
</context>
<context>
    <name>osprey::ui::ExperimentDocument</name>
    <message>
        <source>Cannot open &apos;%1&apos;: %2</source>
        <translation>无法打开“%1”：%2</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;: %2</source>
        <translation>无法写入“%1”：%2</translation>
    </message>
    <message>
        <source>must be %1, got &apos;%2&apos;</source>
        <translation>必须是 %1，实际为“%2”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a file.</source>
        <translation>&apos;%1&apos; 不是文件。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is %2 MiB; an experiment file is at most 16 MiB.</source>
        <translation>&apos;%1&apos; 大小为 %2 MiB；实验文件最大为 16 MiB。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not UTF-8 text: not an experiment file.</source>
        <translation>&apos;%1&apos; 不是 UTF-8 文本：不是实验文件。</translation>
    </message>
</context>
<context>
    <name>osprey::ui::ExperimentEditor</name>
    <message>
        <source>New from template</source>
        <translation>从模板新建</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>最近打开</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <source>YAML</source>
        <translation>YAML</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>unsaved experiment</source>
        <translation>未保存的实验</translation>
    </message>
    <message>
        <source>Open experiment</source>
        <translation>打开实验</translation>
    </message>
    <message>
        <source>Experiments (*.yaml *.yml)</source>
        <translation>实验 (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Save experiment</source>
        <translation>保存实验</translation>
    </message>
    <message>
        <source>Unsaved experiment</source>
        <translation>未保存的实验</translation>
    </message>
    <message>
        <source>The experiment has unsaved changes. Save them first?</source>
        <translation>实验有未保存的更改。先保存吗？</translation>
    </message>
    <message>
        <source>Start the run</source>
        <translation>开始运行</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
</context>
<context>
    <name>osprey::ui::ExperimentForm</name>
    <message>
        <source>General</source>
        <translation>常规</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Augmentation</source>
        <translation>数据增强</translation>
    </message>
    <message>
        <source>Optimisation</source>
        <translation>优化</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>学习率调度</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>评估</translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>检查点</translation>
    </message>
    <message>
        <source>Precision &amp; hardware</source>
        <translation>精度与硬件</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>Show advanced settings</source>
        <translation>显示高级设置</translation>
    </message>
    <message>
        <source>Rarely changed settings (loader prefetch, checkpoints kept, TF32, …); those the experiment sets to other than their default are always shown</source>
        <translation>很少更改的设置（加载预取、保留的检查点、TF32 等）；实验中设为非默认值的设置始终显示</translation>
    </message>
</context>
<context>
    <name>osprey::ui::FieldLabels</name>
    <message>
        <source>Schema version</source>
        <translation>模式版本</translation>
    </message>
    <message>
        <source>Run name</source>
        <translation>运行名称</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>Dataset format</source>
        <translation>数据集格式</translation>
    </message>
    <message>
        <source>Dataset location</source>
        <translation>数据集位置</translation>
    </message>
    <message>
        <source>Training split</source>
        <translation>训练划分</translation>
    </message>
    <message>
        <source>Validation split</source>
        <translation>验证划分</translation>
    </message>
    <message>
        <source>Training annotations (COCO JSON)</source>
        <translation>训练标注（COCO JSON）</translation>
    </message>
    <message>
        <source>Validation annotations (COCO JSON)</source>
        <translation>验证标注（COCO JSON）</translation>
    </message>
    <message>
        <source>Training pictures (shapes demo)</source>
        <translation>训练图片（形状演示）</translation>
    </message>
    <message>
        <source>Validation pictures (shapes demo)</source>
        <translation>验证图片（形状演示）</translation>
    </message>
    <message>
        <source>Picture size (shapes demo, px)</source>
        <translation>图片尺寸（形状演示，像素）</translation>
    </message>
    <message>
        <source>Held out for validation (fraction)</source>
        <translation>留作验证的比例</translation>
    </message>
    <message>
        <source>Input size (px)</source>
        <translation>输入尺寸（像素）</translation>
    </message>
    <message>
        <source>Classes (synthetic data)</source>
        <translation>类别数（合成数据）</translation>
    </message>
    <message>
        <source>Pictures per epoch (synthetic data)</source>
        <translation>每轮图片数（合成数据）</translation>
    </message>
    <message>
        <source>Loader workers</source>
        <translation>加载工作线程数</translation>
    </message>
    <message>
        <source>Batches loaded ahead</source>
        <translation>预取批次数</translation>
    </message>
    <message>
        <source>Keep decoded pictures in memory</source>
        <translation>将解码后的图片保留在内存中</translation>
    </message>
    <message>
        <source>Unreadable pictures tolerated (fraction)</source>
        <translation>可容忍的不可读图片比例</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Output classes (0: from the data)</source>
        <translation>输出类别数（0：取自数据）</translation>
    </message>
    <message>
        <source>Normalisation layers</source>
        <translation>归一化层</translation>
    </message>
    <message>
        <source>Groups per group norm</source>
        <translation>每个组归一化的组数</translation>
    </message>
    <message>
        <source>Start from weights</source>
        <translation>从权重开始</translation>
    </message>
    <message>
        <source>Weights must match exactly</source>
        <translation>权重必须完全匹配</translation>
    </message>
    <message>
        <source>Backbone weights (ImageNet classifier)</source>
        <translation>骨干网络权重（ImageNet 分类器）</translation>
    </message>
    <message>
        <source>Anchor sizes per level (px)</source>
        <translation>每层锚框尺寸（像素）</translation>
    </message>
    <message>
        <source>Zero-initialise residual branches</source>
        <translation>残差分支零初始化</translation>
    </message>
    <message>
        <source>Training geometry</source>
        <translation>训练几何变换</translation>
    </message>
    <message>
        <source>Crop area range (fraction)</source>
        <translation>裁剪面积范围（比例）</translation>
    </message>
    <message>
        <source>Crop aspect-ratio range</source>
        <translation>裁剪宽高比范围</translation>
    </message>
    <message>
        <source>Horizontal flip (probability)</source>
        <translation>水平翻转（概率）</translation>
    </message>
    <message>
        <source>Evaluation geometry</source>
        <translation>评估几何变换</translation>
    </message>
    <message>
        <source>Evaluation resize (px)</source>
        <translation>评估缩放尺寸（像素）</translation>
    </message>
    <message>
        <source>Detector resize</source>
        <translation>检测器缩放方式</translation>
    </message>
    <message>
        <source>SSD random crop</source>
        <translation>SSD 随机裁剪</translation>
    </message>
    <message>
        <source>Photometric distortion</source>
        <translation>光度失真</translation>
    </message>
    <message>
        <source>Channel mean (RGB, 0–1)</source>
        <translation>通道均值（RGB，0–1）</translation>
    </message>
    <message>
        <source>Channel standard deviation (RGB, 0–1)</source>
        <translation>通道标准差（RGB，0–1）</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <source>Scale the learning rate with the batch</source>
        <translation>按批大小缩放学习率</translation>
    </message>
    <message>
        <source>Momentum</source>
        <translation>动量</translation>
    </message>
    <message>
        <source>Nesterov momentum</source>
        <translation>Nesterov 动量</translation>
    </message>
    <message>
        <source>Weight decay</source>
        <translation>权重衰减</translation>
    </message>
    <message>
        <source>No decay on norms and biases</source>
        <translation>归一化层和偏置不衰减</translation>
    </message>
    <message>
        <source>Betas (AdamW)</source>
        <translation>Betas（AdamW）</translation>
    </message>
    <message>
        <source>Smoothing constant (RMSprop)</source>
        <translation>平滑常数（RMSprop）</translation>
    </message>
    <message>
        <source>Epsilon</source>
        <translation>Epsilon</translation>
    </message>
    <message>
        <source>Gradient clipping (norm; 0: off)</source>
        <translation>梯度裁剪（范数；0：关闭）</translation>
    </message>
    <message>
        <source>Learning-rate schedule</source>
        <translation>学习率调度</translation>
    </message>
    <message>
        <source>Step epochs</source>
        <translation>阶梯衰减轮次</translation>
    </message>
    <message>
        <source>Step factor</source>
        <translation>阶梯衰减因子</translation>
    </message>
    <message>
        <source>Warm-up (epochs)</source>
        <translation>预热（轮）</translation>
    </message>
    <message>
        <source>Final learning rate</source>
        <translation>最终学习率</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>训练轮数</translation>
    </message>
    <message>
        <source>Batch size (per process)</source>
        <translation>批大小（每个进程）</translation>
    </message>
    <message>
        <source>Batches per update</source>
        <translation>每次更新的批次数</translation>
    </message>
    <message>
        <source>Label smoothing</source>
        <translation>标签平滑</translation>
    </message>
    <message>
        <source>Mixup alpha (0: off)</source>
        <translation>Mixup alpha（0：关闭）</translation>
    </message>
    <message>
        <source>Weight averaging decay (0: off)</source>
        <translation>权重平均衰减（0：关闭）</translation>
    </message>
    <message>
        <source>Log every (steps)</source>
        <translation>记录间隔（步）</translation>
    </message>
    <message>
        <source>Steps per epoch at most (0: all)</source>
        <translation>每轮最多步数（0：全部）</translation>
    </message>
    <message>
        <source>Validate every (epochs)</source>
        <translation>验证间隔（轮）</translation>
    </message>
    <message>
        <source>Evaluation batch size</source>
        <translation>评估批大小</translation>
    </message>
    <message>
        <source>Score threshold</source>
        <translation>分数阈值</translation>
    </message>
    <message>
        <source>Overlap threshold (NMS IoU)</source>
        <translation>重叠阈值（NMS IoU）</translation>
    </message>
    <message>
        <source>Detections per picture at most</source>
        <translation>每张图片最多检测数</translation>
    </message>
    <message>
        <source>Best checkpoint by</source>
        <translation>最佳检查点依据</translation>
    </message>
    <message>
        <source>Better is</source>
        <translation>更优方向</translation>
    </message>
    <message>
        <source>Checkpoint every (epochs; 0: last and best only)</source>
        <translation>检查点间隔（轮；0：仅最后和最佳）</translation>
    </message>
    <message>
        <source>Periodic checkpoints kept</source>
        <translation>保留的周期检查点数</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>CPU threads (0: all cores)</source>
        <translation>CPU 线程数（0：全部核心）</translation>
    </message>
    <message>
        <source>cuDNN benchmark mode</source>
        <translation>cuDNN 基准模式</translation>
    </message>
    <message>
        <source>TF32 tensor cores</source>
        <translation>TF32 张量核心</translation>
    </message>
    <message>
        <source>Channels-last memory order</source>
        <translation>通道在后的内存布局</translation>
    </message>
    <message>
        <source>Deterministic (reproducible bits)</source>
        <translation>确定性（逐位可复现）</translation>
    </message>
    <message>
        <source>Synchronised batch norm</source>
        <translation>同步批归一化</translation>
    </message>
    <message>
        <source>Gradient bucket size (MB)</source>
        <translation>梯度桶大小（MB）</translation>
    </message>
    <message>
        <source>Gradient channel</source>
        <translation>梯度通信后端</translation>
    </message>
</context>
<context>
    <name>osprey::ui::InferenceView</name>
    <message>
        <source>Runs in the store that have a checkpoint (best.pt, else last.pt)</source>
        <translation>存储中带有检查点的运行（best.pt，否则 last.pt）</translation>
    </message>
    <message>
        <source>Load run</source>
        <translation>加载运行</translation>
    </message>
    <message>
        <source>Weights file…</source>
        <translation>权重文件…</translation>
    </message>
    <message>
        <source>An Osprey checkpoint, or a PyTorch .pth/.pt or .safetensors file of the model chosen beside</source>
        <translation>Osprey 检查点，或旁边所选模型的 PyTorch .pth/.pt 或 .safetensors 文件</translation>
    </message>
    <message>
        <source>model from the file</source>
        <translation>文件中的模型</translation>
    </message>
    <message>
        <source>The architecture of a foreign weight file (Osprey checkpoints name their own)</source>
        <translation>外部权重文件的网络结构（Osprey 检查点自带结构信息）</translation>
    </message>
    <message>
        <source>EMA weights</source>
        <translation>EMA 权重</translation>
    </message>
    <message>
        <source>Use the checkpoint&apos;s exponential moving average of the weights</source>
        <translation>使用检查点中权重的指数移动平均</translation>
    </message>
    <message>
        <source>No model loaded.</source>
        <translation>未加载模型。</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>运行：</translation>
    </message>
    <message>
        <source>Open images…</source>
        <translation>打开图像…</translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation>打开文件夹…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>Images (drop files or folders here):</source>
        <translation>图像（将文件或文件夹拖放到此处）：</translation>
    </message>
    <message>
        <source>Load a run or a weight file, then open images or drop them here.</source>
        <translation>加载一个运行或权重文件，然后打开图像或将其拖放到此处。</translation>
    </message>
    <message>
        <source>Boxes scoring below this are hidden; the model is not run again</source>
        <translation>低于此分数的框将被隐藏；无需重新运行模型</translation>
    </message>
    <message>
        <source>Save annotated…</source>
        <translation>保存标注图像…</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Score threshold:</source>
        <translation>分数阈值：</translation>
    </message>
    <message>
        <source>Boxes shown:</source>
        <translation>显示的框：</translation>
    </message>
    <message>
        <source>Top classes:</source>
        <translation>最可能的类别：</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>用时：</translation>
    </message>
    <message>
        <source>Could not load the model: %1</source>
        <translation>无法加载模型：%1</translation>
    </message>
    <message>
        <source>Could not load the model.</source>
        <translation>无法加载模型。</translation>
    </message>
    <message>
        <source>#%1 %2 — %3, %4 (%5)</source>
        <translation>#%1 %2 — %3，%4（%5）</translation>
    </message>
    <message>
        <source>Loading %1 …</source>
        <translation>正在加载 %1 …</translation>
    </message>
    <message>
        <source>Open weights</source>
        <translation>打开权重</translation>
    </message>
    <message>
        <source>Weights (*.pt *.pth *.safetensors *.bin);;All files (*)</source>
        <translation>权重 (*.pt *.pth *.safetensors *.bin);;所有文件 (*)</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; (%2, %n class(es)) on %3&lt;br&gt;&lt;small&gt;%4&lt;/small&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;（%2，%n 个类别）运行于 %3&lt;br&gt;&lt;small&gt;%4&lt;/small&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n image(s) waiting for a model: load a run or a weight file.</source>
        <translation>
            <numerusform>%n 张图像正在等待模型：请加载一个运行或权重文件。</numerusform>
        </translation>
    </message>
    <message>
        <source>Open images</source>
        <translation>打开图像</translation>
    </message>
    <message>
        <source>Images (%1);;All files (*)</source>
        <translation>图像 (%1);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open a folder of images</source>
        <translation>打开图像文件夹</translation>
    </message>
    <message>
        <source>Open images or drop them here.</source>
        <translation>打开图像或将其拖放到此处。</translation>
    </message>
    <message>
        <source>Running %1 …</source>
        <translation>正在处理 %1 …</translation>
    </message>
    <message>
        <source>Load a run or a weight file to run %1.</source>
        <translation>加载一个运行或权重文件以处理 %1。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 ms (%2 × %3 pixels)</source>
        <translation>%1 毫秒（%2 × %3 像素）</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Save annotated image</source>
        <translation>保存标注图像</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.bmp)</source>
        <translation>图像 (*.png *.jpg *.bmp)</translation>
    </message>
</context>
<context>
    <name>osprey::ui::LaunchPanel</name>
    <message>
        <source>Launch</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>Local: one process on this machine</source>
        <translation>本地：在本机上运行一个进程</translation>
    </message>
    <message>
        <source>MPI: data-parallel under mpirun</source>
        <translation>MPI：通过 mpirun 进行数据并行</translation>
    </message>
    <message>
        <source>mpirun</source>
        <translation>mpirun</translation>
    </message>
    <message>
        <source>node1:4,node2:4 (empty: this machine)</source>
        <translation>node1:4,node2:4（留空：本机）</translation>
    </message>
    <message>
        <source>a hostfile instead of hosts</source>
        <translation>用主机文件代替主机列表</translation>
    </message>
    <message>
        <source>more mpirun options, e.g. --mca btl_tcp_if_include eth0</source>
        <translation>更多 mpirun 选项，例如 --mca btl_tcp_if_include eth0</translation>
    </message>
    <message>
        <source>mpirun path</source>
        <translation>mpirun 路径</translation>
    </message>
    <message>
        <source>Processes (-np)</source>
        <translation>进程数 (-np)</translation>
    </message>
    <message>
        <source>Hosts (-H)</source>
        <translation>主机 (-H)</translation>
    </message>
    <message>
        <source>Hostfile</source>
        <translation>主机文件</translation>
    </message>
    <message>
        <source>Extra options</source>
        <translation>额外选项</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>命令行</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Choose a hostfile</source>
        <translation>选择主机文件</translation>
    </message>
</context>
<context>
    <name>osprey::ui::MainWindow</name>
    <message>
        <source>Osprey</source>
        <translation>Osprey</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>实验</translation>
    </message>
    <message>
        <source>Monitor</source>
        <translation>监控</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行记录</translation>
    </message>
    <message>
        <source>Datasets</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>%1 — Osprey</source>
        <translation>%1 — Osprey</translation>
    </message>
    <message>
        <source>Run #%1 has no process on this machine to stop.</source>
        <translation>运行 #%1 在本机上没有可停止的进程。</translation>
    </message>
    <message>
        <source>Kill run</source>
        <translation>强制结束运行</translation>
    </message>
    <message>
        <source>Kill run #%1 now? It ends without writing a checkpoint; its last checkpoint stays as it was.</source>
        <translation>现在强制结束运行 #%1？它将不写入检查点而结束；最后一个检查点保持不变。</translation>
    </message>
    <message>
        <source>Run #%1 has no process on this machine to kill.</source>
        <translation>运行 #%1 在本机上没有可强制结束的进程。</translation>
    </message>
    <message>
        <source>Run store: %1</source>
        <translation>运行存储：%1</translation>
    </message>
    <message>
        <source>%1 ended.</source>
        <translation>%1 已结束。</translation>
    </message>
    <message>
        <source>%1 ended with exit code %2.</source>
        <translation>%1 已结束，退出码 %2。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open experiment…</source>
        <translation>打开实验(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>设置(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Launch</source>
        <translation>启动(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Osprey</source>
        <translation>关于 Osprey(&amp;A)</translation>
    </message>
    <message>
        <source>About Osprey</source>
        <translation>关于 Osprey</translation>
    </message>
    <message>
        <source>&lt;b&gt;Osprey %1&lt;/b&gt;&lt;br&gt;A workbench for training, evaluating and running image classifiers and object detectors on a CPU, a GPU or many machines through OpenMPI.</source>
        <translation>&lt;b&gt;Osprey %1&lt;/b&gt;&lt;br&gt;用于在 CPU、GPU 或通过 OpenMPI 在多台机器上训练、评估和运行图像分类器与目标检测器的工作台。</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续运行</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>The new language applies when Osprey starts again.</source>
        <translation>新语言将在 Osprey 重新启动后生效。</translation>
    </message>
    <message numerus="yes">
        <source>Store: %1 · %n run(s) started here running</source>
        <translation>
            <numerusform>存储：%1 · 本机启动的 %n 个运行正在进行</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs in progress</source>
        <translation>正在进行的运行</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) started here are still training. Stop them (each writes a checkpoint you can resume from) and quit?</source>
        <translation>
            <numerusform>本机启动的 %n 个运行仍在训练。停止它们（每个都会写入可用于继续的检查点）并退出？</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping runs…</source>
        <translation>正在停止运行…</translation>
    </message>
</context>
<context>
    <name>osprey::ui::MonitorView</name>
    <message>
        <source>Step</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Epoch</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Wall time (min)</source>
        <translation>墙钟时间（分钟）</translation>
    </message>
    <message>
        <source>Log loss</source>
        <translation>对数损失</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Finish the current step, write a checkpoint and end the run as stopped</source>
        <translation>完成当前步骤，写入检查点，并以“已停止”状态结束运行</translation>
    </message>
    <message>
        <source>Kill</source>
        <translation>强制结束</translation>
    </message>
    <message>
        <source>End the process now; the last checkpoint stays as it was</source>
        <translation>立即结束进程；最后一个检查点保持不变</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Continue the run from its last checkpoint</source>
        <translation>从最后一个检查点继续运行</translation>
    </message>
    <message>
        <source>Duplicate and edit</source>
        <translation>复制并编辑</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>运行：</translation>
    </message>
    <message>
        <source>X axis:</source>
        <translation>X 轴：</translation>
    </message>
    <message>
        <source>Smoothing:</source>
        <translation>平滑：</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>The output of runs started here appears in this pane.</source>
        <translation>本机启动的运行的输出显示在此面板中。</translation>
    </message>
    <message>
        <source>mAP</source>
        <translation>mAP</translation>
    </message>
    <message>
        <source>#%1 %2 (%3)</source>
        <translation>#%1 %2（%3）</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>epoch</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <source>COCO AP</source>
        <translation>COCO AP</translation>
    </message>
    <message>
        <source>top-k accuracy (%)</source>
        <translation>Top-k 准确率（%）</translation>
    </message>
    <message>
        <source>images / s</source>
        <translation>图像/秒</translation>
    </message>
    <message>
        <source>data wait (%)</source>
        <translation>数据等待（%）</translation>
    </message>
    <message>
        <source>%1 (raw)</source>
        <translation>%1（原始）</translation>
    </message>
    <message>
        <source>train loss</source>
        <translation>训练损失</translation>
    </message>
    <message>
        <source>val loss</source>
        <translation>验证损失</translation>
    </message>
    <message>
        <source>AP50</source>
        <translation>AP50</translation>
    </message>
    <message>
        <source>top-1</source>
        <translation>Top-1</translation>
    </message>
    <message>
        <source>top-5</source>
        <translation>Top-5</translation>
    </message>
    <message>
        <source>images/s</source>
        <translation>图像/秒</translation>
    </message>
    <message>
        <source>data wait %</source>
        <translation>数据等待 %</translation>
    </message>
    <message>
        <source>No run selected.</source>
        <translation>未选择运行。</translation>
    </message>
    <message>
        <source>Starting %1 …</source>
        <translation>正在启动 %1 …</translation>
    </message>
    <message>
        <source> — the training process ended without recording why (killed?)</source>
        <translation> — 训练进程结束但未记录原因（被强制结束？）</translation>
    </message>
    <message>
        <source>%1 (EMA)</source>
        <translation>%1（EMA）</translation>
    </message>
    <message>
        <source>Smoothing of every measured curve (exponential moving average weight); the raw values stay faint</source>
        <translation>平滑每条测量曲线（指数移动平均权重）；原始值以浅色显示</translation>
    </message>
    <message>
        <source>Edit and relaunch</source>
        <translation>编辑并重新启动</translation>
    </message>
    <message>
        <source>%1 (smoothed)</source>
        <translation>%1（平滑）</translation>
    </message>
</context>
<context>
    <name>osprey::ui::RunController</name>
    <message>
        <source>Nothing to run.</source>
        <translation>没有可运行的内容。</translation>
    </message>
    <message>
        <source>Cannot create the run folder &apos;%1&apos;.</source>
        <translation>无法创建运行文件夹“%1”。</translation>
    </message>
    <message>
        <source>Cannot write the experiment into &apos;%1&apos;: %2</source>
        <translation>无法将实验写入“%1”：%2</translation>
    </message>
    <message>
        <source>Run #%1 is not in the store.</source>
        <translation>运行 #%1 不在存储中。</translation>
    </message>
    <message>
        <source>Run #%1 is still running.</source>
        <translation>运行 #%1 仍在进行。</translation>
    </message>
    <message>
        <source>the training process crashed or could not be started</source>
        <translation>训练进程崩溃或无法启动</translation>
    </message>
    <message>
        <source>the training process ended with exit code %1 before the run began</source>
        <translation>训练进程在运行开始前以退出码 %1 结束</translation>
    </message>
    <message>
        <source>stopped before the run began</source>
        <translation>在运行开始前已停止</translation>
    </message>
</context>
<context>
    <name>osprey::ui::RunProcess</name>
    <message>
        <source>Cannot start %1: %2
</source>
        <translation>无法启动 %1：%2
</translation>
    </message>
</context>
<context>
    <name>osprey::ui::RunStatusWords</name>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>丢失</translation>
    </message>
</context>
<context>
    <name>osprey::ui::RunsTableModel</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Best metric</source>
        <translation>最佳指标</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
</context>
<context>
    <name>osprey::ui::RunsView</name>
    <message>
        <source>Search name, model, dataset, notes…</source>
        <translation>搜索名称、模型、数据集、备注…</translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation>所有状态</translation>
    </message>
    <message>
        <source>Config diff</source>
        <translation>配置差异</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <source>Notes…</source>
        <translation>备注…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <source>Try on images</source>
        <translation>在图像上试用</translation>
    </message>
    <message>
        <source>Load the run&apos;s checkpoint in the Inference tab</source>
        <translation>在“推理”标签页中加载该运行的检查点</translation>
    </message>
    <message>
        <source>Overlay of the selected runs:</source>
        <translation>所选运行的叠加：</translation>
    </message>
    <message>
        <source>Compare runs</source>
        <translation>比较运行</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>The two configs are the same.</source>
        <translation>两个配置相同。</translation>
    </message>
    <message>
        <source>Rename run</source>
        <translation>重命名运行</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Notes on #%1 %2:</source>
        <translation>#%1 %2 的备注：</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>删除运行</translation>
    </message>
    <message>
        <source>Run #%1 %2 is still running: stop it first.</source>
        <translation>运行 #%1 %2 仍在进行：请先停止。</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the run store? Their curves and history are removed.</source>
        <translation>
            <numerusform>从运行存储中删除 %n 个运行？它们的曲线和历史记录将被移除。</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Also delete the run folders (checkpoints, logs) from disk</source>
        <translation>同时从磁盘删除运行文件夹（检查点、日志）</translation>
    </message>
</context>
<context>
    <name>osprey::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Run store</source>
        <translation>运行存储</translation>
    </message>
    <message>
        <source>Default data folder</source>
        <translation>默认数据文件夹</translation>
    </message>
    <message>
        <source>Runs folder</source>
        <translation>运行文件夹</translation>
    </message>
    <message>
        <source>mpirun</source>
        <translation>mpirun</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>A new language applies when the workbench starts again.</source>
        <translation>新语言将在工作台重新启动后生效。</translation>
    </message>
</context>
<context>
    <name>osprey::ui::StoreReader</name>
    <message>
        <source>the run store &apos;%1&apos; was replaced by another file; reading that one</source>
        <translation>运行存储 &apos;%1&apos; 已被另一个文件替换；改为读取该文件</translation>
    </message>
    <message>
        <source>the run store &apos;%1&apos; was removed, and the runs recorded in it with it; the next run started makes a new one</source>
        <translation>运行存储 &apos;%1&apos; 已被删除，其中记录的运行也随之删除；下一次启动的运行将创建新的存储</translation>
    </message>
</context>
</TS>
