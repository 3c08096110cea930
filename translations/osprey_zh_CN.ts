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
        <translation>CIFAR-10 上的 ResNet-20</translation>
    </message>
    <message>
        <source>ImageNet ResNet-50 v1.5</source>
        <translation>ImageNet 上的 ResNet-50 v1.5</translation>
    </message>
    <message>
        <source>COCO SSD300 ResNet-34</source>
        <translation>COCO 上的 SSD300（ResNet-34）</translation>
    </message>
    <message>
        <source>RetinaNet ResNet-50 FPN on your own data</source>
        <translation>在自己的数据上训练 RetinaNet ResNet-50 FPN</translation>
    </message>
    <message>
        <source>COCO EfficientDet-D0</source>
        <translation>COCO 上的 EfficientDet-D0</translation>
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
    <message>
        <source>Language for this session (en, de, zh_CN); default: the one chosen in Settings</source>
        <translation>本次会话的语言（en、de、zh_CN）；默认为设置中选择的语言</translation>
    </message>
    <message>
        <source>Epochs of the digits demo for --screenshots (default 6)</source>
        <translation>--screenshots 所用手写数字演示的轮数（默认 6）</translation>
    </message>
</context>
<context>
    <name>osprey::ConfigSchema</name>
    <message>
        <source>Schema version of this experiment file</source>
        <translation>此实验文件的模式版本</translation>
    </message>
    <message>
        <source>Run name shown in the run list; empty: the config file&apos;s name</source>
        <translation>运行列表中显示的运行名称；为空时使用配置文件名</translation>
    </message>
    <message>
        <source>What the model learns: image classes, or boxes of objects</source>
        <translation>模型学习的内容：图像类别，或物体的边界框</translation>
    </message>
    <message>
        <source>Seed for initialisation, shuffling and augmentation</source>
        <translation>用于初始化、打乱顺序和数据增强的随机种子</translation>
    </message>
    <message>
        <source>Dataset format. Classification: the built-in digits demo, class-per-folder images, CIFAR binary, synthetic. Detection: the built-in shapes demo, COCO instances JSON, Pascal VOC XML, YOLO txt</source>
        <translation>数据集格式。分类：内置手写数字演示、每类一个文件夹的图像、CIFAR 二进制文件、合成数据。检测：内置形状演示、COCO 实例 JSON、Pascal VOC XML、YOLO txt</translation>
    </message>
    <message>
        <source>Dataset location: a folder (folder, cifar, coco, voc), digits.png (digits; empty: Debian&apos;s opencv-doc copy) or the data.yaml (yolo)</source>
        <translation>数据集位置：一个文件夹（folder、cifar、coco、voc）、digits.png（digits；为空时使用 Debian opencv-doc 中的副本）或 data.yaml（yolo）</translation>
    </message>
    <message>
        <source>Training split: sub-folder of data.root (folder, coco images) or image list (voc)</source>
        <translation>训练集划分：data.root 下的子文件夹（folder、coco 图像）或图像列表（voc）</translation>
    </message>
    <message>
        <source>Validation split as data.train_split; a missing folder (folder format) splits off data.val_fraction</source>
        <translation>验证集划分，同 data.train_split；若文件夹不存在（folder 格式），则分出 data.val_fraction</translation>
    </message>
    <message>
        <source>COCO instances JSON of the training split; empty: &lt;data.root&gt;/annotations/instances_&lt;train_split&gt;.json</source>
        <translation>训练集划分的 COCO 实例 JSON；为空时使用 &lt;data.root&gt;/annotations/instances_&lt;train_split&gt;.json</translation>
    </message>
    <message>
        <source>COCO instances JSON of the validation split; empty: &lt;data.root&gt;/annotations/instances_&lt;val_split&gt;.json</source>
        <translation>验证集划分的 COCO 实例 JSON；为空时使用 &lt;data.root&gt;/annotations/instances_&lt;val_split&gt;.json</translation>
    </message>
    <message>
        <source>Training images of the shapes demo</source>
        <translation>形状演示的训练图像数</translation>
    </message>
    <message>
        <source>Validation images of the shapes demo</source>
        <translation>形状演示的验证图像数</translation>
    </message>
    <message>
        <source>Side of the shapes demo&apos;s square pictures, pixels (objects scale with it)</source>
        <translation>形状演示正方形图像的边长，单位像素（物体随之缩放）</translation>
    </message>
    <message>
        <source>Share of each class held out for validation when there is no validation split</source>
        <translation>没有验证集划分时，每个类别留作验证的比例</translation>
    </message>
    <message>
        <source>Side of the square network input, pixels</source>
        <translation>网络正方形输入的边长，单位像素</translation>
    </message>
    <message>
        <source>Number of classes (synthetic data only)</source>
        <translation>类别数（仅限合成数据）</translation>
    </message>
    <message>
        <source>Images per epoch (synthetic data only)</source>
        <translation>每轮的图像数（仅限合成数据）</translation>
    </message>
    <message>
        <source>Decoding and augmentation threads; 0 loads on the training thread</source>
        <translation>用于解码和数据增强的线程数；0 表示在训练线程中加载</translation>
    </message>
    <message>
        <source>Batches prepared ahead of the training step</source>
        <translation>在训练步骤之前预先准备的批次数</translation>
    </message>
    <message>
        <source>Keep decoded images in memory after the first epoch</source>
        <translation>第一轮之后将解码后的图像保留在内存中</translation>
    </message>
    <message>
        <source>Largest share of unreadable images that is skipped; more fails the run</source>
        <translation>可跳过的无法读取图像的最大比例；超过则运行失败</translation>
    </message>
    <message>
        <source>Registered model name (osprey-cli models lists them)</source>
        <translation>已注册的模型名称（osprey-cli models 会列出）</translation>
    </message>
    <message>
        <source>Output classes; 0: the number of classes in the dataset</source>
        <translation>输出类别数；0 表示数据集中的类别数</translation>
    </message>
    <message>
        <source>Normalisation layers: batch norm, or group norm for small per-process batches (ResNets, detectors: EfficientDet&apos;s BiFPN and heads)</source>
        <translation>归一化层：批归一化，或在每个进程批次较小时使用组归一化（ResNet、检测器：EfficientDet 的 BiFPN 和检测头）</translation>
    </message>
    <message>
        <source>Groups of each group-norm layer</source>
        <translation>每个组归一化层的组数</translation>
    </message>
    <message>
        <source>Start from these weights: an Osprey checkpoint, a PyTorch .pth/.pt with torchvision names, or .safetensors; empty: random initialisation</source>
        <translation>从这些权重开始：Osprey 检查点、使用 torchvision 名称的 PyTorch .pth/.pt 文件或 .safetensors；为空时随机初始化</translation>
    </message>
    <message>
        <source>Fail when the weights lack a tensor, have extra ones or other shapes (a different class count only replaces the classifier head); off: load what fits and report the rest</source>
        <translation>若权重缺少张量、有多余张量或形状不同则失败（类别数不同时只替换分类头）；关闭时加载匹配的部分并报告其余部分</translation>
    </message>
    <message>
        <source>Detection: start the backbone from an ImageNet classifier&apos;s weights (torchvision names, e.g. resnet50.pth); the rest starts at random</source>
        <translation>检测：骨干网络从 ImageNet 分类器的权重开始（torchvision 名称，例如 resnet50.pth）；其余部分随机初始化</translation>
    </message>
    <message>
        <source>Detection (RetinaNet, EfficientDet): base anchor size per pyramid level P3-P7, input pixels; empty: 32, 64, 128, 256, 512</source>
        <translation>检测（RetinaNet、EfficientDet）：每个金字塔层级 P3-P7 的基础锚框大小，单位为输入像素；为空时为 32、64、128、256、512</translation>
    </message>
    <message>
        <source>Start each residual block&apos;s last batch-norm scale at zero</source>
        <translation>将每个残差块最后一个批归一化的缩放系数初始化为零</translation>
    </message>
    <message>
        <source>Training geometry: random-resized crop, or the evaluation resize and center crop, or plain resize</source>
        <translation>训练时的几何变换：随机缩放裁剪，或与评估相同的缩放加中心裁剪，或直接缩放</translation>
    </message>
    <message>
        <source>Random-resized-crop area range, as a share of the image</source>
        <translation>随机缩放裁剪的面积范围，占图像的比例</translation>
    </message>
    <message>
        <source>Random-resized-crop aspect-ratio range</source>
        <translation>随机缩放裁剪的宽高比范围</translation>
    </message>
    <message>
        <source>Probability of a horizontal flip</source>
        <translation>水平翻转的概率</translation>
    </message>
    <message>
        <source>Evaluation geometry: resize the shorter side then center crop, or plain resize</source>
        <translation>评估时的几何变换：先缩放短边再中心裁剪，或直接缩放</translation>
    </message>
    <message>
        <source>Shorter side before the center crop; 0: data.input_size</source>
        <translation>中心裁剪前的短边长度；0 表示 data.input_size</translation>
    </message>
    <message>
        <source>Detection geometry: stretch to the square input, or keep the aspect ratio and pad</source>
        <translation>检测时的几何变换：拉伸到正方形输入，或保持宽高比并填充</translation>
    </message>
    <message>
        <source>Detection training: SSD&apos;s random crop around a minimum IoU with some box</source>
        <translation>检测训练：SSD 式随机裁剪，保证与某个框有最小 IoU</translation>
    </message>
    <message>
        <source>Detection training: random brightness, contrast, saturation and hue</source>
        <translation>检测训练：随机亮度、对比度、饱和度和色调</translation>
    </message>
    <message>
        <source>Per-channel mean (RGB, 0..1) subtracted after scaling to 0..1</source>
        <translation>缩放到 0..1 后减去的各通道均值（RGB，0..1）</translation>
    </message>
    <message>
        <source>Per-channel standard deviation (RGB) divided by</source>
        <translation>用于相除的各通道标准差（RGB）</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Base learning rate (per 256 images if optim.scale_lr)</source>
        <translation>基础学习率（若启用 optim.scale_lr，则按每 256 张图像计）</translation>
    </message>
    <message>
        <source>Multiply the base LR by global batch / 256</source>
        <translation>将基础学习率乘以 全局批次 / 256</translation>
    </message>
    <message>
        <source>Momentum (SGD, RMSprop)</source>
        <translation>动量（SGD、RMSprop）</translation>
    </message>
    <message>
        <source>Nesterov momentum (SGD)</source>
        <translation>Nesterov 动量（SGD）</translation>
    </message>
    <message>
        <source>L2 weight decay (decoupled for AdamW)</source>
        <translation>L2 权重衰减（AdamW 为解耦形式）</translation>
    </message>
    <message>
        <source>Exclude batch-norm parameters and biases from weight decay</source>
        <translation>批归一化参数和偏置不做权重衰减</translation>
    </message>
    <message>
        <source>AdamW betas</source>
        <translation>AdamW 的 beta 参数</translation>
    </message>
    <message>
        <source>RMSprop smoothing constant</source>
        <translation>RMSprop 平滑常数</translation>
    </message>
    <message>
        <source>Denominator epsilon (RMSprop, AdamW)</source>
        <translation>分母中的 epsilon（RMSprop、AdamW）</translation>
    </message>
    <message>
        <source>Clip the global gradient norm to this value; 0: no clipping</source>
        <translation>将全局梯度范数裁剪到此值；0 表示不裁剪</translation>
    </message>
    <message>
        <source>Learning-rate schedule</source>
        <translation>学习率调度</translation>
    </message>
    <message>
        <source>Epochs at which the step schedule multiplies the LR by schedule.gamma</source>
        <translation>阶梯调度将学习率乘以 schedule.gamma 的轮次</translation>
    </message>
    <message>
        <source>Step schedule factor</source>
        <translation>阶梯调度的系数</translation>
    </message>
    <message>
        <source>Linear warm-up from near zero to the base LR over this many epochs</source>
        <translation>在这么多轮内从接近零线性预热到基础学习率</translation>
    </message>
    <message>
        <source>Final LR of the cosine schedule</source>
        <translation>余弦调度的最终学习率</translation>
    </message>
    <message>
        <source>Number of passes over the training data</source>
        <translation>遍历训练数据的次数</translation>
    </message>
    <message>
        <source>Images per step on each process</source>
        <translation>每个进程每步的图像数</translation>
    </message>
    <message>
        <source>Steps whose gradients are summed before one optimizer update</source>
        <translation>在一次优化器更新前累加梯度的步数</translation>
    </message>
    <message>
        <source>Label smoothing of the cross-entropy</source>
        <translation>交叉熵的标签平滑</translation>
    </message>
    <message>
        <source>Mixup Beta(alpha, alpha); 0: off</source>
        <translation>Mixup Beta(alpha, alpha)；0 表示关闭</translation>
    </message>
    <message>
        <source>Keep an exponential moving average of the weights with this decay (e.g. 0.9998), validated (val_ema/*) and checkpointed beside them; 0: off</source>
        <translation>以此衰减系数（例如 0.9998）维护权重的指数滑动平均，并与原权重一起验证（val_ema/*）和保存检查点；0 表示关闭</translation>
    </message>
    <message>
        <source>Steps between training-loss rows in the run store</source>
        <translation>运行存储中训练损失记录之间的步数</translation>
    </message>
    <message>
        <source>Stop each epoch after this many steps; 0: the whole dataset</source>
        <translation>每轮在这么多步后结束；0 表示整个数据集</translation>
    </message>
    <message>
        <source>Validate every N epochs (and after the last)</source>
        <translation>每 N 轮验证一次（最后一轮之后也验证）</translation>
    </message>
    <message>
        <source>Validation batch size; 0: train.batch_size</source>
        <translation>验证批次大小；0 表示 train.batch_size</translation>
    </message>
    <message>
        <source>Detection: smallest score a detection keeps</source>
        <translation>检测：保留检测结果的最低分数</translation>
    </message>
    <message>
        <source>Detection: IoU above which non-maximum suppression drops the weaker of two boxes of a class</source>
        <translation>检测：同一类别两个框的 IoU 高于此值时，非极大值抑制丢弃较弱的框</translation>
    </message>
    <message>
        <source>Detection: detections kept per image (COCO evaluation counts at most 100)</source>
        <translation>检测：每张图像保留的检测数（COCO 评估最多计 100 个）</translation>
    </message>
    <message>
        <source>Metric that decides the best checkpoint; empty: val/top1 (classification) or val/mAP (detection)</source>
        <translation>决定最佳检查点的指标；为空时为 val/top1（分类）或 val/mAP（检测）</translation>
    </message>
    <message>
        <source>Whether a larger or smaller metric is better</source>
        <translation>指标越大越好还是越小越好</translation>
    </message>
    <message>
        <source>Keep a periodic checkpoint every N epochs; 0: only last and best</source>
        <translation>每 N 轮保留一个周期性检查点；0 表示只保留最新和最佳检查点</translation>
    </message>
    <message>
        <source>Periodic checkpoints kept at most</source>
        <translation>最多保留的周期性检查点数</translation>
    </message>
    <message>
        <source>auto, cpu, cuda or cuda:N</source>
        <translation>auto、cpu、cuda 或 cuda:N</translation>
    </message>
    <message>
        <source>Arithmetic of the forward pass: fp32; bf16 autocast (CPU or CUDA); fp16 autocast with dynamic loss scaling (CUDA only). Weights stay fp32</source>
        <translation>前向计算的精度：fp32；bf16 自动混合精度（CPU 或 CUDA）；带动态损失缩放的 fp16 自动混合精度（仅 CUDA）。权重保持 fp32</translation>
    </message>
    <message>
        <source>CPU threads for tensor math; 0: all cores (shared out among the ranks on one machine)</source>
        <translation>用于张量计算的 CPU 线程数；0 表示所有核心（由同一台机器上的各进程分配）</translation>
    </message>
    <message>
        <source>CUDA: cuDNN times its convolution algorithms for each new input shape and keeps the fastest (off under hardware.deterministic)</source>
        <translation>CUDA：cuDNN 针对每种新的输入形状测试卷积算法并保留最快的（启用 hardware.deterministic 时关闭）</translation>
    </message>
    <message>
        <source>CUDA: fp32 matrix products and convolutions on TF32 tensor cores (Ampere and later; 10-bit mantissa, several times faster)</source>
        <translation>CUDA：在 TF32 张量核心上计算 fp32 矩阵乘法和卷积（Ampere 及更新架构；10 位尾数，快数倍）</translation>
    </message>
    <message>
        <source>Convolution weights and images in NHWC memory order: faster convolutions on tensor cores (CUDA with bf16/fp16) and often with oneDNN on the CPU; the same results</source>
        <translation>卷积权重和图像采用 NHWC 内存布局：在张量核心上（CUDA 配合 bf16/fp16）卷积更快，在 CPU 上使用 oneDNN 时通常也更快；结果相同</translation>
    </message>
    <message>
        <source>The same bits run after run on the same machine: deterministic algorithms only (an operation without one stops the run with its name), cuDNN benchmark mode off; slower</source>
        <translation>同一台机器上每次运行结果逐位相同：只用确定性算法（没有确定性实现的操作会以其名称终止运行），关闭 cuDNN 基准模式；速度较慢</translation>
    </message>
    <message>
        <source>Under mpirun: batch-norm statistics over the global batch (synchronised across ranks) instead of each rank&apos;s own</source>
        <translation>在 mpirun 下：批归一化统计量基于全局批次（在各进程间同步），而不是各进程各自的批次</translation>
    </message>
    <message>
        <source>Under mpirun: size of the gradient buckets all-reduced while backward runs, in MB</source>
        <translation>在 mpirun 下：反向传播期间进行 all-reduce 的梯度桶大小，单位 MB</translation>
    </message>
    <message>
        <source>Under mpirun: what gradients are summed through. auto: NCCL on the GPU for a CUDA model when libtorch has it, else MPI; mpi: MPI through host memory; nccl: NCCL (CUDA only); gloo: libtorch&apos;s Gloo over TCP</source>
        <translation>在 mpirun 下：梯度通过什么求和。auto：对 CUDA 模型在 libtorch 支持时于 GPU 上使用 NCCL，否则使用 MPI；mpi：通过主机内存的 MPI；nccl：NCCL（仅 CUDA）；gloo：libtorch 基于 TCP 的 Gloo</translation>
    </message>
</context>
<context>
    <name>osprey::ui::BrowsedDataset</name>
    <message>
        <source>training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>validation</source>
        <translation>验证</translation>
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
    <name>osprey::ui::DatasetPage</name>
    <message>
        <source>class folders</source>
        <translation>类别文件夹</translation>
    </message>
    <message>
        <source>Your data</source>
        <translation>您的数据</translation>
    </message>
    <message>
        <source>Choose the folder that holds your dataset: folders of images per class, CIFAR, COCO, Pascal VOC or YOLO. Osprey recognises the format; the task follows from it.</source>
        <translation>选择存放数据集的文件夹：每类一个图像文件夹、CIFAR、COCO、Pascal VOC 或 YOLO。Osprey 会识别格式，任务由格式决定。</translation>
    </message>
    <message>
        <source>No dataset chosen — or drop a folder here</source>
        <translation>尚未选择数据集——也可以将文件夹拖放到这里</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>选择文件夹…</translation>
    </message>
    <message>
        <source>YOLO data file…</source>
        <translation>YOLO 数据文件…</translation>
    </message>
    <message>
        <source>A YOLO dataset&apos;s data.yaml</source>
        <translation>YOLO 数据集的 data.yaml</translation>
    </message>
    <message>
        <source>Dataset folder</source>
        <translation>数据集文件夹</translation>
    </message>
    <message>
        <source>YOLO data file</source>
        <translation>YOLO 数据文件</translation>
    </message>
    <message>
        <source>YOLO data files (*.yaml *.yml)</source>
        <translation>YOLO 数据文件 (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Not a dataset Osprey reads: %1</source>
        <translation>不是 Osprey 能读取的数据集：%1</translation>
    </message>
    <message>
        <source>%1 dataset, %2 — reading the annotations…</source>
        <translation>%1 数据集，%2——正在读取标注…</translation>
    </message>
    <message>
        <source>object detection</source>
        <translation>目标检测</translation>
    </message>
    <message>
        <source>classification</source>
        <translation>分类</translation>
    </message>
    <message>
        <source>%1 dataset, but it does not open: %2</source>
        <translation>%1 数据集，但无法打开：%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; dataset → task: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 数据集 → 任务：&lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n image(s)</source>
        <translation>
            <numerusform>%1：%n 张图像</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n box(es)</source>
        <translation>
            <numerusform>，%n 个框</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n more</source>
        <translation>
            <numerusform>……还有 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n class(es): %1</source>
        <translation>
            <numerusform>%n 个类别：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more problem(s)</source>
        <translation>
            <numerusform>……还有 %n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <source>Only one split (%1) was found: validation uses the training images, so its scores say how well the model remembers, not how well it generalises.</source>
        <translation>只找到一个划分（%1）：验证使用训练图像，因此其分数反映的是模型记住了多少，而不是泛化能力。</translation>
    </message>
    <message>
        <source>Problems found:</source>
        <translation>发现的问题：</translation>
    </message>
    <message numerus="yes">
        <source>%n class(es)</source>
        <translation>
            <numerusform>%n 个类别</numerusform>
        </translation>
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
        <translation>Pascal VOC（XML 文件）</translation>
    </message>
    <message>
        <source>YOLO (data.yaml)</source>
        <translation>YOLO（data.yaml 文件）</translation>
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
        <translation>Beta 参数（AdamW）</translation>
    </message>
    <message>
        <source>Smoothing constant (RMSprop)</source>
        <translation>平滑常数（RMSprop）</translation>
    </message>
    <message>
        <source>Epsilon</source>
        <translation>分母 ε</translation>
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
    <message>
        <source>a boolean (true or false)</source>
        <translation>布尔值（true 或 false）</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>one of the listed words</source>
        <translation>列出的词之一</translation>
    </message>
    <message>
        <source>a file or folder path</source>
        <translation>文件或文件夹路径</translation>
    </message>
    <message>
        <source>a list of integers</source>
        <translation>整数列表</translation>
    </message>
    <message>
        <source>a list of numbers</source>
        <translation>数字列表</translation>
    </message>
    <message>
        <source>a value</source>
        <translation>一个值</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>%1 之一</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>a number in [0, 1]</comment>
        <translation>%2 中的%1</translation>
    </message>
    <message>
        <source>%1 &gt; %2</source>
        <translation>大于 %2 的%1</translation>
    </message>
    <message>
        <source>%1 &gt;= %2</source>
        <translation>大于等于 %2 的%1</translation>
    </message>
    <message>
        <source>%1 &lt; %2</source>
        <translation>小于 %2 的%1</translation>
    </message>
    <message>
        <source>%1 &lt;= %2</source>
        <translation>小于等于 %2 的%1</translation>
    </message>
    <message>
        <source>%1 (each element)</source>
        <translation>%1（每个元素）</translation>
    </message>
    <message>
        <source>Allowed: %1</source>
        <translation>允许：%1</translation>
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
    <message>
        <source>Validation images</source>
        <translation>验证图像</translation>
    </message>
    <message>
        <source>The run&apos;s validation pictures are not files on this machine (a built-in demo, or a dataset that moved).</source>
        <translation>该运行的验证图像在本机上不是文件（内置演示，或数据集已移动）。</translation>
    </message>
    <message>
        <source>The chosen run&apos;s validation pictures, as its experiment names them (the run is loaded first)</source>
        <translation>所选运行的验证图像，按其实验中的设置（会先加载该运行）</translation>
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
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>&amp;New experiment…</source>
        <translation>新建实验(&amp;N)…</translation>
    </message>
</context>
<context>
    <name>osprey::ui::ModelPage</name>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>The models Osprey has for this task. The time per training step is measured on this machine for the model you pick, at the input size and batch below.</source>
        <translation>Osprey 针对此任务提供的模型。每个训练步骤的耗时会在本机上针对所选模型、按下方的输入尺寸和批次测量。</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Pretrained weights</source>
        <translation>预训练权重</translation>
    </message>
    <message>
        <source>Time per step</source>
        <translation>每步耗时</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source>Start from the pretrained weights on this machine</source>
        <translation>从本机上的预训练权重开始</translation>
    </message>
    <message>
        <source>Input size</source>
        <translation>输入尺寸</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>Images per step</source>
        <translation>每步图像数</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未测量</translation>
    </message>
    <message>
        <source>none here</source>
        <translation>本机没有</translation>
    </message>
    <message>
        <source>whole model</source>
        <translation>整个模型</translation>
    </message>
    <message>
        <source>backbone (%1)</source>
        <translation>骨干网络（%1）</translation>
    </message>
    <message>
        <source>No weight file for this model in %1</source>
        <translation>%1 中没有此模型的权重文件</translation>
    </message>
    <message>
        <source>counting…</source>
        <translation>正在统计…</translation>
    </message>
    <message>
        <source>No pretrained weights for %1 on this machine: it learns from scratch. Put torchvision&apos;s weight file in %2 to start from it.</source>
        <translation>本机上没有 %1 的预训练权重：将从零开始学习。把 torchvision 的权重文件放到 %2 即可从它开始。</translation>
    </message>
    <message>
        <source>measuring…</source>
        <translation>正在测量…</translation>
    </message>
    <message>
        <source>%1 x %1 pixels, %2 images per step, measured on this machine</source>
        <translation>%1 × %1 像素，每步 %2 张图像，在本机上测量</translation>
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
        <translation>COCO 平均精度（AP）</translation>
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
    <message>
        <source>diverged</source>
        <comment>the loss became NaN here</comment>
        <translation>已发散</translation>
    </message>
</context>
<context>
    <name>osprey::ui::NewExperimentWizard</name>
    <message>
        <source>New experiment</source>
        <translation>新建实验</translation>
    </message>
    <message>
        <source>Create experiment</source>
        <translation>创建实验</translation>
    </message>
</context>
<context>
    <name>osprey::ui::ProblemTexts</name>
    <message>
        <source>end of map not found</source>
        <translation>未找到映射的结尾</translation>
    </message>
    <message>
        <source>end of map flow not found</source>
        <translation>未找到花括号映射的结尾</translation>
    </message>
    <message>
        <source>end of sequence not found</source>
        <translation>未找到列表的结尾</translation>
    </message>
    <message>
        <source>end of sequence flow not found</source>
        <translation>未找到方括号列表的结尾</translation>
    </message>
    <message>
        <source>unknown token</source>
        <translation>未知记号</translation>
    </message>
    <message>
        <source>illegal document indicator in scalar</source>
        <translation>值中有非法的文档标记</translation>
    </message>
    <message>
        <source>illegal EOF in scalar</source>
        <translation>值中意外遇到文件结尾</translation>
    </message>
    <message>
        <source>illegal character in scalar</source>
        <translation>值中有非法字符</translation>
    </message>
    <message>
        <source>illegal tab when looking for indentation</source>
        <translation>缩进中有非法的制表符</translation>
    </message>
    <message>
        <source>illegal flow end</source>
        <translation>非法的右括号</translation>
    </message>
    <message>
        <source>illegal block entry</source>
        <translation>非法的列表项</translation>
    </message>
    <message>
        <source>illegal map key</source>
        <translation>非法的键</translation>
    </message>
    <message>
        <source>illegal map value</source>
        <translation>非法的值（冒号后缺少空格？）</translation>
    </message>
    <message>
        <source>alias not found after *</source>
        <translation>* 后没有别名</translation>
    </message>
    <message>
        <source>anchor not found after &amp;</source>
        <translation>&amp; 后没有锚点</translation>
    </message>
    <message>
        <source>the referenced anchor is not defined</source>
        <translation>引用的锚点未定义</translation>
    </message>
    <message>
        <source>unmatched group tag</source>
        <translation>不匹配的分组标记</translation>
    </message>
    <message>
        <source>invalid scalar</source>
        <translation>无效的值</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>空值</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (write a list such as [1, 2])</source>
        <translation>&apos;%1&apos;（请写成列表，例如 [1, 2]）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in the list</source>
        <translation>列表中的 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation>YAML 语法错误：%1</translation>
    </message>
    <message>
        <source>cannot read the value: %1</source>
        <translation>无法读取该值：%1</translation>
    </message>
    <message>
        <source>lists or mappings nested deeper than %1 levels, the most the YAML reader takes</source>
        <translation>列表或映射嵌套超过 %1 层，超出 YAML 读取器的上限</translation>
    </message>
    <message>
        <source>an experiment file must be a mapping of keys to values</source>
        <translation>实验文件必须是键到值的映射</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a section and must hold keys, such as &apos;%2&apos;</source>
        <translation>&apos;%1&apos; 是一个分节，必须包含键，例如 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;</source>
        <translation>未知的键 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;; did you mean &apos;%2&apos;?</source>
        <translation>未知的键 &apos;%1&apos;；您是指 &apos;%2&apos; 吗？</translation>
    </message>
    <message>
        <source>key &apos;%1&apos; must be %2, got %3</source>
        <translation>键 &apos;%1&apos; 必须是%2，实际为 %3</translation>
    </message>
    <message>
        <source>key &apos;%1&apos; must be %2, got %3; did you mean &apos;%4&apos;?</source>
        <translation>键 &apos;%1&apos; 必须是%2，实际为 %3；您是指 &apos;%4&apos; 吗？</translation>
    </message>
    <message>
        <source>the digits picture</source>
        <translation>手写数字图像</translation>
    </message>
    <message>
        <source>a YOLO data file</source>
        <translation>YOLO 数据文件</translation>
    </message>
    <message>
        <source>the %1 dataset</source>
        <translation>%1 数据集</translation>
    </message>
    <message>
        <source>a COCO annotation file</source>
        <translation>COCO 标注文件</translation>
    </message>
    <message>
        <source>a weight file</source>
        <translation>权重文件</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a registered model (osprey-cli models)</source>
        <translation>&apos;%1&apos; 不是已注册的模型（见 osprey-cli models）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a %2 model; this experiment&apos;s task is %3</source>
        <translation>&apos;%1&apos; 是用于%2的模型；本实验的任务是%3</translation>
    </message>
    <message>
        <source>the yolo dataset needs its data.yaml</source>
        <translation>yolo 数据集需要其 data.yaml</translation>
    </message>
    <message>
        <source>the %1 dataset needs its folder</source>
        <translation>%1 数据集需要其文件夹</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not exist</source>
        <translation>&apos;%1&apos; 不存在</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a folder; %2 is a file</source>
        <translation>&apos;%1&apos; 是文件夹；%2应为文件</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a regular file; %2 is a file</source>
        <translation>&apos;%1&apos; 不是普通文件；%2应为文件</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a file; %2 is a folder</source>
        <translation>&apos;%1&apos; 是文件；%2应为文件夹</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be read (permissions)</source>
        <translation>无法读取 &apos;%1&apos;（权限不足）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not %2 (expected a %3 file)</source>
        <translation>&apos;%1&apos; 不是%2（应为 %3 文件）</translation>
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
    <name>osprey::ui::RunReasonText</name>
    <message>
        <source>NaN</source>
        <translation>NaN（非数）</translation>
    </message>
    <message>
        <source>minus infinity</source>
        <translation>负无穷大</translation>
    </message>
    <message>
        <source>infinity</source>
        <translation>无穷大</translation>
    </message>
    <message>
        <source>the training loss became %1 at epoch %2, step %3; lower optim.lr or enable optim.grad_clip</source>
        <translation>训练损失在第 %2 轮第 %3 步变为%1；请降低 optim.lr 或启用 optim.grad_clip</translation>
    </message>
    <message>
        <source>the weights hold NaN or infinite values after epoch %1, step %2 (an update diverged although its loss was finite); lower optim.lr or enable optim.grad_clip</source>
        <translation>第 %1 轮第 %2 步之后权重中出现 NaN 或无穷值（损失有限但更新发散）；请降低 optim.lr 或启用 optim.grad_clip</translation>
    </message>
    <message>
        <source>%1 updates in a row were skipped for NaN or infinite gradients under fp16 (the loss scale is down to %2), at epoch %3, step %4: the training diverged; lower optim.lr, enable optim.grad_clip, or train in bf16</source>
        <translation>在 fp16 下因梯度为 NaN 或无穷大而连续跳过了 %1 次更新（损失缩放已降至 %2），位于第 %3 轮第 %4 步：训练发散；请降低 optim.lr、启用 optim.grad_clip 或改用 bf16 训练</translation>
    </message>
    <message>
        <source>ended unexpectedly</source>
        <translation>意外结束</translation>
    </message>
    <message>
        <source>stopped before the run began</source>
        <translation>在运行开始前已停止</translation>
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
        <source>rank %1 of %2: %3</source>
        <translation>第 %1 个进程（共 %2 个）：%3</translation>
    </message>
    <message>
        <source>Loss became %1 at step %2 (%3)</source>
        <translation>损失在第 %2 步变为%1（%3）</translation>
    </message>
    <message>
        <source>%1 after epoch %2</source>
        <translation>第 %2 轮后%1</translation>
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
    <message>
        <source>%1, diverged</source>
        <comment>run status</comment>
        <translation>%1，已发散</translation>
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
    <name>osprey::ui::StepTimer</name>
    <message>
        <source>%1 does not start: %2</source>
        <translation>%1 无法启动：%2</translation>
    </message>
    <message>
        <source>the measurement ended with exit code %1</source>
        <translation>测量以退出码 %1 结束</translation>
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
<context>
    <name>osprey::ui::TaskWords</name>
    <message>
        <source>classification</source>
        <translation>分类</translation>
    </message>
    <message>
        <source>detection</source>
        <translation>目标检测</translation>
    </message>
</context>
<context>
    <name>osprey::ui::WelcomeView</name>
    <message>
        <source>&lt;h2&gt;Welcome to Osprey&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;欢迎使用 Osprey&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Train image classifiers and object detectors on your own pictures, watch them learn, and see what they find.</source>
        <translation>用您自己的图片训练图像分类器和目标检测器，观察它们的学习过程，看看它们能找到什么。</translation>
    </message>
    <message>
        <source>New experiment from your data…</source>
        <translation>用您的数据新建实验…</translation>
    </message>
    <message>
        <source>Choose a dataset folder: Osprey recognises the format and suggests a model</source>
        <translation>选择数据集文件夹：Osprey 会识别格式并推荐模型</translation>
    </message>
    <message>
        <source>Try the demo</source>
        <translation>试用演示</translation>
    </message>
    <message>
        <source>Train a small classifier on 5,000 handwritten digits; about a minute on a laptop</source>
        <translation>用 5,000 个手写数字训练一个小型分类器；在笔记本电脑上约需一分钟</translation>
    </message>
    <message>
        <source>Start from a recipe</source>
        <translation>从预设方案开始</translation>
    </message>
    <message>
        <source>Recent experiments</source>
        <translation>最近的实验</translation>
    </message>
    <message>
        <source>Recent runs</source>
        <translation>最近的运行</translation>
    </message>
    <message>
        <source>None yet: experiments you open or save appear here.</source>
        <translation>暂无：您打开或保存的实验会显示在这里。</translation>
    </message>
    <message>
        <source>#%1 %2 — %3, %4</source>
        <translation>#%1 %2——%3，%4</translation>
    </message>
    <message>
        <source>None yet: runs you launch, here or with osprey-cli, appear here.</source>
        <translation>暂无：您在这里或用 osprey-cli 启动的运行会显示在这里。</translation>
    </message>
</context>
</TS>
