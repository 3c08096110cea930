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
    <name>DetectorEvaluation</name>
    <message>
        <source>background</source>
        <translation>背景</translation>
    </message>
    <message>
        <source>missed: %1</source>
        <translation>漏检：%1</translation>
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
    <name>RunPictures</name>
    <message>
        <source>The pictures cannot be shown: %1</source>
        <translation>无法显示图片：%1</translation>
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
    <name>ThresholdsText</name>
    <message>
        <source>%1 for every class, chosen at epoch %2</source>
        <translation>所有类别均为 %1，于第 %2 轮选定</translation>
    </message>
    <message>
        <source>F1-best per class, chosen at epoch %1</source>
        <translation>各类别 F1 最佳，于第 %1 轮选定</translation>
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
    <message>
        <source>At each validation keep every image&apos;s prediction, loss, margin and entropy (and the confusion matrix) in the run&apos;s inspect.db, for finding wrong labels and confusions</source>
        <translation>每次验证时在运行的 inspect.db 中保存每张图像的预测、损失、间隔和熵（以及混淆矩阵），用于查找错误标签和混淆</translation>
    </message>
    <message>
        <source>Classification: keep each training image&apos;s mean margin per epoch, from the training pass, to rank suspected label errors (area under the margin); not with mixup</source>
        <translation>分类：保存训练过程中每张训练图像每轮的平均间隔，用于对疑似标签错误排序（间隔下面积）；不能与 mixup 同时使用</translation>
    </message>
    <message>
        <source>Text file of pictures to leave out, one name per line as data check and inspect errors print them (relative: from data.root); empty: none</source>
        <translation>要排除的图片列表文本文件，每行一个名称，与 data check 和 inspect errors 输出的一致（相对路径：从 data.root 起）；空：不排除</translation>
    </message>
    <message>
        <source>Keep the weights alone (no optimizer state) every N epochs in snapshots/, all of them, for the Monitor&apos;s checkpoint scrubber; 0: off</source>
        <translation>每 N 轮在 snapshots/ 中只保存权重（不含优化器状态），全部保留，供监视器的检查点浏览器使用；0：关闭</translation>
    </message>
    <message>
        <source>Update all parameters with a few multi-tensor kernels (SGD, AdamW); same results</source>
        <translation>用少量多张量内核更新所有参数（SGD、AdamW）；结果相同</translation>
    </message>
    <message>
        <source>Where training pictures are decoded: gpu with nvJPEG (classification on CUDA, JPEGs), cpu on the loader&apos;s workers, auto on the CPU until GPU decoding trains faster</source>
        <translation>训练图片在何处解码：gpu 用 nvJPEG（CUDA 上的分类，JPEG），cpu 在加载器的工作线程中，auto 在 GPU 解码训练更快之前使用 CPU</translation>
    </message>
    <message>
        <source>Also write the run&apos;s metrics, configuration and a few validation pictures as TensorBoard event files in the run&apos;s tensorboard/ folder (tensorboard --logdir shows them live)</source>
        <translation>同时将运行的指标、配置和部分验证图片写为 TensorBoard 事件文件，存放在运行的 tensorboard/ 文件夹中（tensorboard --logdir 可实时查看）</translation>
    </message>
    <message>
        <source>tfrecord: glob of the training shards, relative to data.root; empty: the files named train*</source>
        <translation>tfrecord：训练分片的通配模式，相对于 data.root；为空时取名为 train* 的文件</translation>
    </message>
    <message>
        <source>tfrecord: glob of the validation shards, relative to data.root; empty: the files named val* or validation*</source>
        <translation>tfrecord：验证分片的通配模式，相对于 data.root；为空时取名为 val* 或 validation* 的文件</translation>
    </message>
    <message>
        <source>tfrecord: skip and count a corrupt record (CRC, length, not a tf.Example) instead of refusing the dataset</source>
        <translation>tfrecord：跳过并计数损坏的记录（CRC、长度、不是 tf.Example），而不是拒绝整个数据集</translation>
    </message>
    <message>
        <source>tfrecord: the feature holding the encoded picture</source>
        <translation>tfrecord：存放编码图像的特征</translation>
    </message>
    <message>
        <source>tfrecord, classification: the int64 feature holding the class label</source>
        <translation>tfrecord，分类：存放类别标签的 int64 特征</translation>
    </message>
    <message>
        <source>tfrecord, classification: the stored label of the first class; auto: 1 (ImageNet&apos;s, 0 unused) unless a record holds label 0</source>
        <translation>tfrecord，分类：第一个类别存储的标签；auto：1（ImageNet 的方式，0 不使用），除非某条记录的标签为 0</translation>
    </message>
    <message>
        <source>tfrecord, classification: the feature naming the class (else image/class/text, else the label)</source>
        <translation>tfrecord，分类：给出类别名称的特征（否则用 image/class/text，再否则用标签）</translation>
    </message>
    <message>
        <source>tfrecord, detection: the prefix of the box features xmin, ymin, xmax, ymax (normalised to [0, 1])</source>
        <translation>tfrecord，检测：框特征 xmin、ymin、xmax、ymax 的前缀（归一化到 [0, 1]）</translation>
    </message>
    <message>
        <source>tfrecord, detection: the int64 feature of each box&apos;s class id</source>
        <translation>tfrecord，检测：每个框的类别 ID 的 int64 特征</translation>
    </message>
    <message>
        <source>tfrecord, detection: the feature of each box&apos;s class name</source>
        <translation>tfrecord，检测：每个框的类别名称的特征</translation>
    </message>
    <message>
        <source>Dataset format. Classification: the built-in digits demo, class-per-folder images, CIFAR binary, synthetic. Detection: the built-in shapes demo, COCO instances JSON, Pascal VOC XML, YOLO txt. Both: TFRecord shards</source>
        <translation>数据集格式。分类：内置手写数字演示、每类一个文件夹的图像、CIFAR 二进制文件、合成数据。检测：内置形状演示、COCO 实例 JSON、Pascal VOC XML、YOLO txt。两者皆可：TFRecord 分片</translation>
    </message>
    <message>
        <source>Dataset location: a folder (folder, cifar, coco, voc), digits.png (digits; empty: Debian&apos;s opencv-doc copy), the data.yaml (yolo) or a folder or glob of shards (tfrecord)</source>
        <translation>数据集位置：一个文件夹（folder、cifar、coco、voc）、digits.png（digits；为空时使用 Debian opencv-doc 中的副本）、data.yaml（yolo）或分片的文件夹或通配模式（tfrecord）</translation>
    </message>
</context>
<context>
    <name>osprey::DatasetFormat</name>
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
        <source>Digits demo</source>
        <translation>手写数字演示</translation>
    </message>
    <message>
        <source>Image folder (a folder per class)</source>
        <translation>图像文件夹（每个类别一个文件夹）</translation>
    </message>
    <message>
        <source>class folders</source>
        <translation>类别文件夹</translation>
    </message>
    <message>
        <source>Shapes demo (detection)</source>
        <translation>形状演示（检测）</translation>
    </message>
    <message>
        <source>Synthetic tensors</source>
        <translation>合成张量</translation>
    </message>
    <message>
        <source>TFRecord shards (tf.Example)</source>
        <translation>TFRecord 分片（tf.Example）</translation>
    </message>
    <message>
        <source>Pascal VOC (XML)</source>
        <translation>Pascal VOC（XML 文件）</translation>
    </message>
    <message>
        <source>YOLO (data.yaml)</source>
        <translation>YOLO（data.yaml 文件）</translation>
    </message>
</context>
<context>
    <name>osprey::Errors</name>
    <message>
        <source>the record at byte {offset} of &apos;{file}&apos; is cut off: the file ends {missing} bytes before the record does</source>
        <translation>&apos;{file}&apos; 中第 {offset} 字节处的记录被截断：文件在该记录结束前 {missing} 字节处就结束了</translation>
    </message>
    <message>
        <source>the record at byte {offset} of &apos;{file}&apos; is corrupt: its length does not match its CRC (is it a TFRecord file, and is its compression right?)</source>
        <translation>&apos;{file}&apos; 中第 {offset} 字节处的记录已损坏：其长度与 CRC 不符（这是 TFRecord 文件吗？压缩方式是否正确？）</translation>
    </message>
    <message>
        <source>the record at byte {offset} of &apos;{file}&apos; says it has {length} bytes, more than the {limit} MiB a record may have</source>
        <translation>&apos;{file}&apos; 中第 {offset} 字节处的记录声称有 {length} 字节，超过了单条记录允许的 {limit} MiB</translation>
    </message>
    <message>
        <source>the record at byte {offset} of &apos;{file}&apos; says it has {length} bytes, but only {left} bytes of the file are left</source>
        <translation>&apos;{file}&apos; 中第 {offset} 字节处的记录声称有 {length} 字节，但文件只剩 {left} 字节</translation>
    </message>
    <message>
        <source>the record at byte {offset} of &apos;{file}&apos; is corrupt: its {length} bytes do not match their CRC</source>
        <translation>&apos;{file}&apos; 中第 {offset} 字节处的记录已损坏：其 {length} 字节与 CRC 不符</translation>
    </message>
    <message>
        <source>the compressed records of &apos;{file}&apos; cannot be read from byte {offset} on: {cause}</source>
        <translation>&apos;{file}&apos; 的压缩记录从第 {offset} 字节起无法读取：{cause}</translation>
    </message>
    <message>
        <source>the record at byte {offset} of &apos;{file}&apos;: {cause}</source>
        <translation>&apos;{file}&apos; 中第 {offset} 字节处的记录：{cause}</translation>
    </message>
    <message>
        <source>a tf.Example of {size} bytes is more than the {limit} MiB one may have</source>
        <translation>{size} 字节的 tf.Example 超过了允许的 {limit} MiB</translation>
    </message>
    <message>
        <source>it is not a tf.Example (its bytes are not that protobuf message)</source>
        <translation>它不是 tf.Example（其字节不是该 protobuf 消息）</translation>
    </message>
    <message>
        <source>its tf.Example has {count} features, more than the {limit} one may have</source>
        <translation>其 tf.Example 有 {count} 个特征，超过了允许的 {limit} 个</translation>
    </message>
    <message>
        <source>its tf.Example has more than the {limit} values one may have</source>
        <translation>其 tf.Example 的值超过了允许的 {limit} 个</translation>
    </message>
    <message>
        <source>&apos;{file}&apos; line {line}: {cause}</source>
        <translation>&apos;{file}&apos; 第 {line} 行：{cause}</translation>
    </message>
    <message>
        <source>expected a record&apos;s offset and size (two whole numbers)</source>
        <translation>应为记录的偏移量和大小（两个整数）</translation>
    </message>
    <message>
        <source>a record of {size} bytes at byte {offset} does not fit the {bytes}-byte data file after the record before it</source>
        <translation>第 {offset} 字节处 {size} 字节的记录无法接在前一条记录之后放入 {bytes} 字节的数据文件</translation>
    </message>
    <message>
        <source>cannot read config file &apos;{path}&apos;: {cause}</source>
        <translation>无法读取配置文件 &apos;{path}&apos;：{cause}</translation>
    </message>
    <message>
        <source>--dump &apos;{path}&apos; is not a folder</source>
        <translation>--dump &apos;{path}&apos; 不是文件夹</translation>
    </message>
    <message>
        <source>override &apos;{override}&apos; must have the form dotted.key=value (e.g. train.epochs=30)</source>
        <translation>覆盖项 &apos;{override}&apos; 必须写成 点分.键=值 的形式（例如 train.epochs=30）</translation>
    </message>
    <message>
        <source>{count} of {total} images cannot be read (more than data.max_bad_fraction = {share}), for example:{examples}</source>
        <translation>{total} 张图像中有 {count} 张无法读取（超过 data.max_bad_fraction = {share}），例如：{examples}</translation>
    </message>
    <message>
        <source>cannot read CIFAR class names &apos;{path}&apos;: {cause}</source>
        <translation>无法读取 CIFAR 类别名称文件 &apos;{path}&apos;：{cause}</translation>
    </message>
    <message>
        <source>CIFAR folder &apos;{path}&apos; does not exist (data.root)</source>
        <translation>CIFAR 文件夹 &apos;{path}&apos; 不存在（data.root）</translation>
    </message>
    <message>
        <source>CIFAR file &apos;{path}&apos; cannot be read: {cause}</source>
        <translation>无法读取 CIFAR 文件 &apos;{path}&apos;：{cause}</translation>
    </message>
    <message>
        <source>CIFAR file &apos;{path}&apos; has {size} bytes, not a whole number of {record}-byte records</source>
        <translation>CIFAR 文件 &apos;{path}&apos; 有 {size} 字节，不是 {record} 字节记录的整数倍</translation>
    </message>
    <message>
        <source>CIFAR file &apos;{path}&apos; record {record} has label {label} (expected 0..{max})</source>
        <translation>CIFAR 文件 &apos;{path}&apos; 的记录 {record} 标签为 {label}（应为 0..{max}）</translation>
    </message>
    <message>
        <source>key &apos;{key}&apos; must list 3 numbers (R, G, B), got {count}</source>
        <translation>键 &apos;{key}&apos; 必须列出 3 个数（R, G, B），实际为 {count} 个</translation>
    </message>
    <message>
        <source>key &apos;{key}&apos; must be a range [low, high] with low &lt;= high</source>
        <translation>键 &apos;{key}&apos; 必须是范围 [low, high]，且 low &lt;= high</translation>
    </message>
    <message>
        <source>unsupported channel count {count}</source>
        <translation>不支持的通道数 {count}</translation>
    </message>
    <message>
        <source>image {index}</source>
        <translation>图像 {index}</translation>
    </message>
    <message>
        <source>image {index} (id {id})</source>
        <translation>图像 {index}（id {id}）</translation>
    </message>
    <message>
        <source>category {index}</source>
        <translation>类别 {index}</translation>
    </message>
    <message>
        <source>category {index} (id {id})</source>
        <translation>类别 {index}（id {id}）</translation>
    </message>
    <message>
        <source>annotation {index}</source>
        <translation>标注 {index}</translation>
    </message>
    <message>
        <source>annotation {index} (id {id})</source>
        <translation>标注 {index}（id {id}）</translation>
    </message>
    <message>
        <source>detection {index}</source>
        <translation>检测结果 {index}</translation>
    </message>
    <message>
        <source>detection {index} (id {id})</source>
        <translation>检测结果 {index}（id {id}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: {place}: &apos;{key}&apos; is not a number</source>
        <translation>&apos;{path}&apos;：{place}：&apos;{key}&apos; 不是数字</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: {place}: &apos;{key}&apos; is not an integer</source>
        <translation>&apos;{path}&apos;：{place}：&apos;{key}&apos; 不是整数</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: {place}: &apos;bbox&apos; is not an array [x, y, width, height]</source>
        <translation>&apos;{path}&apos;：{place}：&apos;bbox&apos; 不是数组 [x, y, width, height]</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: {place}: &apos;bbox&apos; is malformed</source>
        <translation>&apos;{path}&apos;：{place}：&apos;bbox&apos; 格式错误</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: {place}: &apos;bbox&apos; has {count} numbers, not 4 [x, y, width, height]</source>
        <translation>&apos;{path}&apos;：{place}：&apos;bbox&apos; 有 {count} 个数，而不是 4 个 [x, y, width, height]</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: {place}: &apos;{key}&apos; is not a string</source>
        <translation>&apos;{path}&apos;：{place}：&apos;{key}&apos; 不是字符串</translation>
    </message>
    <message>
        <source>COCO file &apos;{path}&apos; cannot be read: {cause}</source>
        <translation>无法读取 COCO 文件 &apos;{path}&apos;：{cause}</translation>
    </message>
    <message>
        <source>cannot read COCO file &apos;{path}&apos;</source>
        <translation>无法读取 COCO 文件 &apos;{path}&apos;</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not valid JSON: {cause}</source>
        <translation>&apos;{path}&apos; 不是有效的 JSON：{cause}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: &apos;{key}&apos; is not an array</source>
        <translation>&apos;{path}&apos;：&apos;{key}&apos; 不是数组</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: {place}: is not a JSON object</source>
        <translation>&apos;{path}&apos;：{place}：不是 JSON 对象</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: {place}: has no &apos;{key}&apos;</source>
        <translation>&apos;{path}&apos;：{place}：缺少 &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a COCO instances file (not a JSON object: {cause})</source>
        <translation>&apos;{path}&apos; 不是 COCO instances 文件（不是 JSON 对象：{cause}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a COCO instances file: it has no &apos;{key}&apos;</source>
        <translation>&apos;{path}&apos; 不是 COCO instances 文件：缺少 &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a COCO results file (a JSON array of detections): {cause}</source>
        <translation>&apos;{path}&apos; 不是 COCO 结果文件（由检测结果组成的 JSON 数组）：{cause}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: {place}: lacks &apos;{key}&apos;</source>
        <translation>&apos;{path}&apos;：{place}：缺少 &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>image folder &apos;{folder}&apos; for &apos;{path}&apos; does not exist</source>
        <translation>&apos;{path}&apos; 的图像文件夹 &apos;{folder}&apos; 不存在</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: category id {id} appears twice</source>
        <translation>&apos;{path}&apos;：类别 id {id} 出现了两次</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has no categories</source>
        <translation>&apos;{path}&apos; 中没有类别</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: image id {id} appears twice</source>
        <translation>&apos;{path}&apos;：图像 id {id} 出现了两次</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: none of its images exist under &apos;{folder}&apos;</source>
        <translation>&apos;{path}&apos;：其图像在 &apos;{folder}&apos; 下均不存在</translation>
    </message>
    <message>
        <source>data.val_fraction = {value} leaves no validation images</source>
        <translation>data.val_fraction = {value} 时没有剩余的验证图像</translation>
    </message>
    <message>
        <source>data.root must name the image folder when data.dataset is &apos;folder&apos;</source>
        <translation>当 data.dataset 为 &apos;folder&apos; 时，data.root 必须指定图像文件夹</translation>
    </message>
    <message>
        <source>dataset folder &apos;{path}&apos; does not exist or is not a folder (data.root)</source>
        <translation>数据集文件夹 &apos;{path}&apos; 不存在或不是文件夹（data.root）</translation>
    </message>
    <message>
        <source>data.root must name the CIFAR folder when data.dataset is &apos;{kind}&apos;</source>
        <translation>当 data.dataset 为 &apos;{kind}&apos; 时，data.root 必须指定 CIFAR 文件夹</translation>
    </message>
    <message>
        <source>data.dataset &apos;{kind}&apos; is not a classification dataset; task &apos;classification&apos; takes {choices}</source>
        <translation>data.dataset &apos;{kind}&apos; 不是分类数据集；任务 &apos;classification&apos; 可用：{choices}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; does not exist (data.root)</source>
        <translation>&apos;{path}&apos; 不存在（data.root）</translation>
    </message>
    <message>
        <source>COCO annotation file &apos;{path}&apos; does not exist ({key}, defaulted from data.root and the split)</source>
        <translation>COCO 标注文件 &apos;{path}&apos; 不存在（{key}，默认由 data.root 和划分得出）</translation>
    </message>
    <message>
        <source>COCO annotation file &apos;{path}&apos; does not exist ({key})</source>
        <translation>COCO 标注文件 &apos;{path}&apos; 不存在（{key}）</translation>
    </message>
    <message>
        <source>data.dataset &apos;{kind}&apos; holds no boxes; task &apos;detection&apos; takes {choices}</source>
        <translation>data.dataset &apos;{kind}&apos; 不含边界框；任务 &apos;detection&apos; 可用：{choices}</translation>
    </message>
    <message>
        <source>data.root must name the COCO folder (images under &lt;root&gt;/&lt;split&gt;) when data.dataset is &apos;coco&apos;</source>
        <translation>当 data.dataset 为 &apos;coco&apos; 时，data.root 必须指定 COCO 文件夹（图像位于 &lt;root&gt;/&lt;split&gt; 下）</translation>
    </message>
    <message>
        <source>data.root must name the VOC folder (Annotations/, JPEGImages/) when data.dataset is &apos;voc&apos;</source>
        <translation>当 data.dataset 为 &apos;voc&apos; 时，data.root 必须指定 VOC 文件夹（Annotations/、JPEGImages/）</translation>
    </message>
    <message>
        <source>data.root must name the dataset&apos;s data.yaml when data.dataset is &apos;yolo&apos;</source>
        <translation>当 data.dataset 为 &apos;yolo&apos; 时，data.root 必须指定数据集的 data.yaml</translation>
    </message>
    <message>
        <source>the detection training split has no images (data.dataset {kind}, data.root &apos;{path}&apos;)</source>
        <translation>检测的训练划分中没有图像（data.dataset {kind}，data.root &apos;{path}&apos;）</translation>
    </message>
    <message>
        <source>the detection validation split has no images (data.val_split &apos;{split}&apos;)</source>
        <translation>检测的验证划分中没有图像（data.val_split &apos;{split}&apos;）</translation>
    </message>
    <message>
        <source>the training and validation splits name different classes: [{train}] against [{val}]</source>
        <translation>训练划分与验证划分的类别不同：[{train}] 对比 [{val}]</translation>
    </message>
    <message>
        <source>the validation split names the classes [{val}] but the model was trained on [{trained}]</source>
        <translation>验证划分的类别为 [{val}]，但模型是在 [{trained}] 上训练的</translation>
    </message>
    <message>
        <source>digits demo image &apos;{path}&apos; not found: install Debian&apos;s opencv-doc package or set data.root to a copy of digits.png</source>
        <translation>未找到数字演示图像 &apos;{path}&apos;：请安装 Debian 的 opencv-doc 软件包，或将 data.root 设为 digits.png 的副本</translation>
    </message>
    <message>
        <source>cannot read the digits demo image &apos;{path}&apos;: {cause}</source>
        <translation>无法读取数字演示图像 &apos;{path}&apos;：{cause}</translation>
    </message>
    <message>
        <source>digits demo image &apos;{path}&apos; is {width}x{height} pixels; expected 2000x1000 (100x50 cells of 20x20)</source>
        <translation>数字演示图像 &apos;{path}&apos; 为 {width}x{height} 像素；应为 2000x1000（100x50 个 20x20 的单元格）</translation>
    </message>
    <message>
        <source>dataset folder &apos;{path}&apos; holds no class folders: expected {root}/&lt;class name&gt;/&lt;images&gt;</source>
        <translation>数据集文件夹 &apos;{path}&apos; 中没有类别文件夹：应为 {root}/&lt;类别名&gt;/&lt;图像&gt;</translation>
    </message>
    <message>
        <source>dataset folder &apos;{path}&apos; has classes [{classes}] but the training split has [{expected}]</source>
        <translation>数据集文件夹 &apos;{path}&apos; 的类别为 [{classes}]，但训练划分的类别为 [{expected}]</translation>
    </message>
    <message>
        <source>class folder &apos;{path}&apos; holds no images (.jpg .jpeg .png .bmp .webp .tif .tiff .ppm .pgm)</source>
        <translation>类别文件夹 &apos;{path}&apos; 中没有图像（.jpg .jpeg .png .bmp .webp .tif .tiff .ppm .pgm）</translation>
    </message>
    <message>
        <source>cannot write &apos;{path}&apos;</source>
        <translation>无法写入 &apos;{path}&apos;</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a Pascal VOC folder: it has no Annotations/ folder</source>
        <translation>&apos;{path}&apos; 不是 Pascal VOC 文件夹：其中没有 Annotations/ 文件夹</translation>
    </message>
    <message>
        <source>cannot read the image list &apos;{path}&apos;: {cause}</source>
        <translation>无法读取图像列表 &apos;{path}&apos;：{cause}</translation>
    </message>
    <message>
        <source>Pascal VOC folder &apos;{path}&apos; has no usable image for split &apos;{split}&apos;</source>
        <translation>Pascal VOC 文件夹 &apos;{path}&apos; 中没有可用于划分 &apos;{split}&apos; 的图像</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: cannot read the image list &apos;{list}&apos;: {cause}</source>
        <translation>&apos;{path}&apos;：无法读取图像列表 &apos;{list}&apos;：{cause}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: &apos;{entry}&apos; is neither an image folder nor a .txt list of images</source>
        <translation>&apos;{path}&apos;：&apos;{entry}&apos; 既不是图像文件夹，也不是 .txt 图像列表</translation>
    </message>
    <message>
        <source>cannot read YOLO data file &apos;{path}&apos;: {cause}</source>
        <translation>无法读取 YOLO 数据文件 &apos;{path}&apos;：{cause}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has no &apos;{split}&apos; entry</source>
        <translation>&apos;{path}&apos; 中没有 &apos;{split}&apos; 条目</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: class indices in &apos;names&apos; must run 0, 1, 2, ... without gaps</source>
        <translation>&apos;{path}&apos;：&apos;names&apos; 中的类别索引必须依次为 0, 1, 2, ...，不能有间断</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has no &apos;names&apos; (a list of class names, or an index: name map)</source>
        <translation>&apos;{path}&apos; 中没有 &apos;names&apos;（类别名称列表，或“索引: 名称”映射）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: {cause}</source>
        <translation>&apos;{path}&apos;：{cause}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: the &apos;{split}&apos; images are empty</source>
        <translation>&apos;{path}&apos;：&apos;{split}&apos; 的图像为空</translation>
    </message>
    <message>
        <source>hardware.device &apos;{device}&apos; is not a device; use auto, cpu, cuda or cuda:N</source>
        <translation>hardware.device &apos;{device}&apos; 不是设备；请使用 auto、cpu、cuda 或 cuda:N</translation>
    </message>
    <message>
        <source>hardware.device is &apos;{device}&apos; but this libtorch has no usable CUDA device</source>
        <translation>hardware.device 为 &apos;{device}&apos;，但此 libtorch 没有可用的 CUDA 设备</translation>
    </message>
    <message>
        <source>hardware.device is &apos;{device}&apos; but only {count} CUDA device(s) exist</source>
        <translation>hardware.device 为 &apos;{device}&apos;，但只有 {count} 个 CUDA 设备</translation>
    </message>
    <message>
        <source>hardware.precision fp16 needs a CUDA device (autocast on the CPU runs in bf16); use hardware.precision=bf16 or fp32 here</source>
        <translation>hardware.precision fp16 需要 CUDA 设备（CPU 上的 autocast 使用 bf16）；此处请使用 hardware.precision=bf16 或 fp32</translation>
    </message>
    <message>
        <source>hardware.precision must be fp32, bf16 or fp16, got &apos;{value}&apos;</source>
        <translation>hardware.precision 必须是 fp32、bf16 或 fp16，实际为 &apos;{value}&apos;</translation>
    </message>
    <message>
        <source>dist.backend: &apos;nccl&apos; needs a libtorch built with CUDA and NCCL; this osprey-cli&apos;s libtorch has no NCCL (use &apos;mpi&apos; or &apos;gloo&apos;, or &apos;auto&apos;)</source>
        <translation>dist.backend：&apos;nccl&apos; 需要带 CUDA 和 NCCL 构建的 libtorch；此 osprey-cli 的 libtorch 没有 NCCL（请使用 &apos;mpi&apos;、&apos;gloo&apos; 或 &apos;auto&apos;）</translation>
    </message>
    <message>
        <source>dist.backend: &apos;nccl&apos; cannot serve this run: {cause} (set hardware.device to give each rank its own GPU, or use &apos;mpi&apos; or &apos;gloo&apos;)</source>
        <translation>dist.backend：&apos;nccl&apos; 无法用于此运行：{cause}（请通过 hardware.device 为每个进程分配各自的 GPU，或使用 &apos;mpi&apos; 或 &apos;gloo&apos;）</translation>
    </message>
    <message>
        <source>dist.backend: this osprey-cli was built without Gloo (install libgloo-dev and rebuild, or use &apos;mpi&apos;)</source>
        <translation>dist.backend：此 osprey-cli 构建时未包含 Gloo（请安装 libgloo-dev 并重新构建，或使用 &apos;mpi&apos;）</translation>
    </message>
    <message>
        <source>dist.backend: unknown backend &apos;{value}&apos; (auto, mpi, nccl or gloo)</source>
        <translation>dist.backend：未知后端 &apos;{value}&apos;（auto、mpi、nccl 或 gloo）</translation>
    </message>
    <message>
        <source>{backend}: rank 0 could not serve the rendezvous store on {host}: {cause}</source>
        <translation>{backend}：进程 0 无法在 {host} 上提供汇合存储：{cause}</translation>
    </message>
    <message>
        <source>{backend}: {rank} could not reach rank 0&apos;s store at {address}: {cause}</source>
        <translation>{backend}：{rank} 无法连接到进程 0 位于 {address} 的存储：{cause}</translation>
    </message>
    <message>
        <source>{backend} all-reduce failed: {cause}</source>
        <translation>{backend} all-reduce 失败：{cause}</translation>
    </message>
    <message>
        <source>{backend} is not part of this build</source>
        <translation>此构建不包含 {backend}</translation>
    </message>
    <message>
        <source>{backend} process group on {rank} could not start: {cause}</source>
        <translation>{rank} 上的 {backend} 进程组无法启动：{cause}</translation>
    </message>
    <message>
        <source>this libtorch has no distributed (c10d) support</source>
        <translation>此 libtorch 不支持分布式（c10d）</translation>
    </message>
    <message>
        <source>MPI {call} failed: {cause}</source>
        <translation>MPI {call} 失败：{cause}</translation>
    </message>
    <message>
        <source>no MPI type for tensors of {type}</source>
        <translation>没有对应 {type} 张量的 MPI 类型</translation>
    </message>
    <message>
        <source>this process was started by mpirun, but this osprey-cli was built without MPI (install libopenmpi-dev and rebuild)</source>
        <translation>此进程由 mpirun 启动，但此 osprey-cli 构建时未包含 MPI（请安装 libopenmpi-dev 并重新构建）</translation>
    </message>
    <message>
        <source>-np must be at least 1, got {value}</source>
        <translation>-np 必须至少为 1，实际为 {value}</translation>
    </message>
    <message>
        <source>give either --hosts or --hostfile, not both</source>
        <translation>请指定 --hosts 或 --hostfile 之一，不能同时指定</translation>
    </message>
    <message>
        <source>hostfile &apos;{path}&apos; does not exist or is not a file</source>
        <translation>主机文件 &apos;{path}&apos; 不存在或不是文件</translation>
    </message>
    <message>
        <source>host &apos;{host}&apos; is not a host name (expected name or name:slots)</source>
        <translation>&apos;{host}&apos; 不是主机名（应为 名称 或 名称:槽数）</translation>
    </message>
    <message>
        <source>--nodes must be at least 1, got {value}</source>
        <translation>--nodes 必须至少为 1，实际为 {value}</translation>
    </message>
    <message>
        <source>--tasks-per-node must be at least 1, got {value}</source>
        <translation>--tasks-per-node 必须至少为 1，实际为 {value}</translation>
    </message>
    <message>
        <source>--gpus-per-node must not be negative</source>
        <translation>--gpus-per-node 不能为负数</translation>
    </message>
    <message>
        <source>--job-name &apos;{value}&apos; may hold only letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;</source>
        <translation>--job-name &apos;{value}&apos; 只能包含字母、数字、&apos;.&apos;、&apos;_&apos; 和 &apos;-&apos;</translation>
    </message>
    <message>
        <source>--time &apos;{value}&apos; is not a SLURM time (e.g. 04:00:00 or 1-12:00:00)</source>
        <translation>--time &apos;{value}&apos; 不是 SLURM 时间（例如 04:00:00 或 1-12:00:00）</translation>
    </message>
    <message>
        <source>--partition &apos;{value}&apos; is not a partition name</source>
        <translation>--partition &apos;{value}&apos; 不是分区名</translation>
    </message>
    <message>
        <source>detection {index} is for image id {id}, which the ground truth does not have</source>
        <translation>检测结果 {index} 对应图像 id {id}，但真值标注中没有该图像</translation>
    </message>
    <message>
        <source>cannot read image &apos;{path}&apos;: {cause}</source>
        <translation>无法读取图像 &apos;{path}&apos;：{cause}</translation>
    </message>
    <message>
        <source>run folder &apos;{path}&apos; does not exist</source>
        <translation>运行文件夹 &apos;{path}&apos; 不存在</translation>
    </message>
    <message>
        <source>run folder &apos;{path}&apos; holds no checkpoint (best.pt or last.pt)</source>
        <translation>运行文件夹 &apos;{path}&apos; 中没有检查点（best.pt 或 last.pt）</translation>
    </message>
    <message>
        <source>the weights hold a {task} model, not a classifier</source>
        <translation>权重中是 {task} 模型，而不是分类器</translation>
    </message>
    <message>
        <source>model.norm_groups = {groups} does not divide a layer of {channels} channels; choose a divisor of every layer&apos;s width</source>
        <translation>model.norm_groups = {groups} 不能整除某个有 {channels} 个通道的层；请选择能整除每一层宽度的值</translation>
    </message>
    <message>
        <source>model.norm &apos;group&apos; is available for the ResNet and ResNeXt models, not for &apos;{model}&apos;</source>
        <translation>model.norm &apos;group&apos; 仅适用于 ResNet 和 ResNeXt 模型，不适用于 &apos;{model}&apos;</translation>
    </message>
    <message>
        <source>model &apos;{model}&apos; is a {task} model, not a classifier (model.name)</source>
        <translation>模型 &apos;{model}&apos; 是 {task} 模型，不是分类器（model.name）</translation>
    </message>
    <message>
        <source>model &apos;{model}&apos; is a {task} model, not a detector (model.name)</source>
        <translation>模型 &apos;{model}&apos; 是 {task} 模型，不是检测器（model.name）</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; holds fewer images than one batch</source>
        <translation>&apos;{path}&apos; 中的图像少于一个批次</translation>
    </message>
    <message>
        <source>bench train --data takes classifiers; detectors are timed on synthetic images</source>
        <translation>bench train --data 只接受分类器；检测器在合成图像上计时</translation>
    </message>
    <message>
        <source>the benchmark loader produced no batch</source>
        <translation>基准测试加载器没有产生批次</translation>
    </message>
    <message>
        <source>bench data needs --data FOLDER (a class-per-folder image set)</source>
        <translation>bench data 需要 --data 文件夹（每类一个文件夹的图像集）</translation>
    </message>
    <message>
        <source>the dataset has {count} classes but the weights in &apos;{path}&apos; have {weights_count}</source>
        <translation>数据集有 {count} 个类别，但 &apos;{path}&apos; 中的权重有 {weights_count} 个</translation>
    </message>
    <message>
        <source>run folder &apos;{path}&apos; already holds a run; continue it with --resume {path} or choose another --run-dir</source>
        <translation>运行文件夹 &apos;{path}&apos; 中已有一次运行；请用 --resume {path} 继续它，或选择另一个 --run-dir</translation>
    </message>
    <message>
        <source>--detections-out needs a detector; &apos;{path}&apos; holds a classifier</source>
        <translation>--detections-out 需要检测器；&apos;{path}&apos; 中是分类器</translation>
    </message>
    <message>
        <source>task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>model.num_classes is {value} but the dataset has {count} classes; set it to 0 to follow the dataset</source>
        <translation>model.num_classes 为 {value}，但数据集有 {count} 个类别；设为 0 即可随数据集而定</translation>
    </message>
    <message>
        <source>model.name &apos;{model}&apos; is a {model_task} model but task is &apos;{task}&apos;; set task: {model_task} or choose a {task} model (osprey-cli models)</source>
        <translation>model.name &apos;{model}&apos; 是 {model_task} 模型，但 task 为 &apos;{task}&apos;；请设置 task: {model_task}，或选择一个 {task} 模型（osprey-cli models）</translation>
    </message>
    <message>
        <source>data.input_size {value} is too small for model.name &apos;{model}&apos;: it takes inputs of at least {minimum} pixels (it is made for {default})</source>
        <translation>data.input_size {value} 对 model.name &apos;{model}&apos; 来说太小：它的输入至少需要 {minimum} 像素（设计尺寸为 {default}）</translation>
    </message>
    <message>
        <source>model.anchor_sizes applies to RetinaNet and EfficientDet; &apos;{model}&apos; has its own boxes</source>
        <translation>model.anchor_sizes 仅适用于 RetinaNet 和 EfficientDet；&apos;{model}&apos; 有自己的框</translation>
    </message>
    <message>
        <source>model.anchor_sizes needs one size for each of the five levels P3-P7, not {count}</source>
        <translation>model.anchor_sizes 需要为 P3-P7 五个层级各给一个尺寸，而不是 {count} 个</translation>
    </message>
    <message>
        <source>model.backbone_weights applies to detectors; for &apos;{model}&apos; use model.weights</source>
        <translation>model.backbone_weights 仅适用于检测器；&apos;{model}&apos; 请使用 model.weights</translation>
    </message>
    <message>
        <source>train.mixup_alpha and train.label_smoothing apply to classification only</source>
        <translation>train.mixup_alpha 和 train.label_smoothing 仅适用于分类</translation>
    </message>
    <message>
        <source>set model.weights (the whole model) or model.backbone_weights, not both</source>
        <translation>请设置 model.weights（整个模型）或 model.backbone_weights，不能同时设置</translation>
    </message>
    <message>
        <source>checkpoint.metric &apos;{metric}&apos; is not a metric task &apos;{task}&apos; records; use one of {metrics}</source>
        <translation>checkpoint.metric &apos;{metric}&apos; 不是 task &apos;{task}&apos; 记录的指标；请使用以下之一：{metrics}</translation>
    </message>
    <message>
        <source>checkpoint.metric &apos;{metric}&apos; needs weight averaging: set train.ema_decay &gt; 0</source>
        <translation>checkpoint.metric &apos;{metric}&apos; 需要权重平均：请设置 train.ema_decay &gt; 0</translation>
    </message>
    <message>
        <source>cannot resume &apos;{path}&apos;: its checkpoint holds model &apos;{model}&apos;, the config asks for &apos;{wanted}&apos;</source>
        <translation>无法继续 &apos;{path}&apos;：其检查点中是模型 &apos;{model}&apos;，而配置要求 &apos;{wanted}&apos;</translation>
    </message>
    <message>
        <source>the disk under the run store &apos;{path}&apos; is full; free space there, or record the run elsewhere with --db FILE</source>
        <translation>运行存储 &apos;{path}&apos; 所在的磁盘已满；请释放空间，或用 --db 文件 将运行记录到别处</translation>
    </message>
    <message>
        <source>the run store &apos;{path}&apos; may not grow any larger (a file size limit: ulimit -f, or the file system&apos;s largest file); record the run elsewhere with --db FILE</source>
        <translation>运行存储 &apos;{path}&apos; 无法再增大（文件大小限制：ulimit -f，或文件系统的最大文件）；请用 --db 文件 将运行记录到别处</translation>
    </message>
    <message>
        <source>run store: {cause}</source>
        <translation>运行存储：{cause}</translation>
    </message>
    <message>
        <source>cannot open the run store &apos;{path}&apos;: {cause}</source>
        <translation>无法打开运行存储 &apos;{path}&apos;：{cause}</translation>
    </message>
    <message>
        <source>cannot use &apos;{path}&apos; as a run store: {cause}</source>
        <translation>无法将 &apos;{path}&apos; 用作运行存储：{cause}</translation>
    </message>
    <message>
        <source>the store has schema version {version}, newer than this Osprey understands ({supported})</source>
        <translation>存储的架构版本为 {version}，比此 Osprey 支持的版本（{supported}）更新</translation>
    </message>
    <message>
        <source>task &apos;classification&apos; needs a classification model; this one is a detector</source>
        <translation>task &apos;classification&apos; 需要分类模型；此模型是检测器</translation>
    </message>
    <message>
        <source>task &apos;detection&apos; needs a detection model; this one is a classifier</source>
        <translation>task &apos;detection&apos; 需要检测模型；此模型是分类器</translation>
    </message>
    <message>
        <source>LR schedule</source>
        <translation>学习率调度</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>optim.nesterov needs optim.momentum &gt; 0 (it is {value})</source>
        <translation>optim.nesterov 需要 optim.momentum &gt; 0（当前为 {value}）</translation>
    </message>
    <message>
        <source>optim.betas must list two numbers, such as [0.9, 0.999]</source>
        <translation>optim.betas 必须列出两个数，例如 [0.9, 0.999]</translation>
    </message>
    <message>
        <source>the training split has fewer images than one batch (train.batch_size = {value})</source>
        <translation>训练集的图像少于一个批次（train.batch_size = {value}）</translation>
    </message>
    <message>
        <source>cannot create run folder &apos;{path}&apos;: {cause}</source>
        <translation>无法创建运行文件夹 &apos;{path}&apos;：{cause}</translation>
    </message>
    <message>
        <source>cannot create image folder &apos;{path}&apos;: {cause}</source>
        <translation>无法创建图像文件夹 &apos;{path}&apos;：{cause}</translation>
    </message>
    <message>
        <source>cannot create annotation folder &apos;{path}&apos;: {cause}</source>
        <translation>无法创建标注文件夹 &apos;{path}&apos;：{cause}</translation>
    </message>
    <message>
        <source>cannot create folder &apos;{path}&apos;: {cause}</source>
        <translation>无法创建文件夹 &apos;{path}&apos;：{cause}</translation>
    </message>
    <message>
        <source>cannot create &apos;{path}&apos;: {cause}</source>
        <translation>无法创建 &apos;{path}&apos;：{cause}</translation>
    </message>
    <message>
        <source>cannot write &apos;{path}&apos;: {cause}</source>
        <translation>无法写入 &apos;{path}&apos;：{cause}</translation>
    </message>
    <message>
        <source>cannot flush &apos;{path}&apos;: {cause}</source>
        <translation>无法将 &apos;{path}&apos; 写入磁盘：{cause}</translation>
    </message>
    <message>
        <source>cannot rename into place &apos;{path}&apos;: {cause}</source>
        <translation>无法将 &apos;{path}&apos; 重命名到位：{cause}</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>没有这个文件</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>它是文件夹，不是文件</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, socket or device)</source>
        <translation>它不是普通文件（而是管道、套接字或设备）</translation>
    </message>
    <message>
        <source>it is {size} MiB, more than the {limit} MiB such a file may have</source>
        <translation>它有 {size} MiB，超过了此类文件允许的 {limit} MiB</translation>
    </message>
    <message>
        <source>cannot read &apos;{path}&apos;: {cause}</source>
        <translation>无法读取 &apos;{path}&apos;：{cause}</translation>
    </message>
    <message>
        <source>{key}: unknown {~what} &apos;{name}&apos;; valid: {names}</source>
        <translation>{key}：未知的{~what} &apos;{name}&apos;；有效值：{names}</translation>
    </message>
    <message>
        <source>{key}: unknown {~what} &apos;{name}&apos;; valid: {names} (did you mean &apos;{nearest}&apos;?)</source>
        <translation>{key}：未知的{~what} &apos;{name}&apos;；有效值：{names}（您是指 &apos;{nearest}&apos; 吗？）</translation>
    </message>
    <message>
        <source>{where}: unknown task &apos;{name}&apos;; valid: classification, detection</source>
        <translation>{where}：未知任务 &apos;{name}&apos;；有效值：classification、detection</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has broken Osprey checkpoint metadata: &apos;{key}&apos; is not an integer</source>
        <translation>&apos;{path}&apos; 的 Osprey 检查点元数据已损坏：&apos;{key}&apos; 不是整数</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not an Osprey checkpoint</source>
        <translation>&apos;{path}&apos; 不是 Osprey 检查点</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has broken Osprey checkpoint metadata: {cause}</source>
        <translation>&apos;{path}&apos; 的 Osprey 检查点元数据已损坏：{cause}</translation>
    </message>
    <message>
        <source>checkpoint &apos;{path}&apos; does not exist or is not a file</source>
        <translation>检查点 &apos;{path}&apos; 不存在或不是文件</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not an Osprey checkpoint (not a libtorch archive: {cause})</source>
        <translation>&apos;{path}&apos; 不是 Osprey 检查点（不是 libtorch 归档：{cause}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is a libtorch archive but not an Osprey checkpoint (no Osprey metadata)</source>
        <translation>&apos;{path}&apos; 是 libtorch 归档，但不是 Osprey 检查点（没有 Osprey 元数据）</translation>
    </message>
    <message>
        <source>checkpoint &apos;{path}&apos; holds no averaged (EMA) weights; the run trained with train.ema_decay = 0</source>
        <translation>检查点 &apos;{path}&apos; 中没有平均（EMA）权重；该运行训练时 train.ema_decay = 0</translation>
    </message>
    <message>
        <source>checkpoint &apos;{path}&apos; holds no model</source>
        <translation>检查点 &apos;{path}&apos; 中没有模型</translation>
    </message>
    <message>
        <source>checkpoint &apos;{path}&apos; does not fit model &apos;{model}&apos;: {cause}</source>
        <translation>检查点 &apos;{path}&apos; 与模型 &apos;{model}&apos; 不匹配：{cause}</translation>
    </message>
    <message>
        <source>checkpoint &apos;{path}&apos; holds no optimizer state, so training cannot resume from it</source>
        <translation>检查点 &apos;{path}&apos; 中没有优化器状态，因此无法从它恢复训练</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not an Osprey checkpoint, so it has no averaged (EMA) weights</source>
        <translation>&apos;{path}&apos; 不是 Osprey 检查点，因此没有平均（EMA）权重</translation>
    </message>
    <message>
        <source>weights file &apos;{path}&apos; holds model &apos;{held}&apos;, not &apos;{model}&apos;</source>
        <translation>权重文件 &apos;{path}&apos; 中是模型 &apos;{held}&apos;，而不是 &apos;{model}&apos;</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; holds a {task} model, not a detector</source>
        <translation>&apos;{path}&apos; 中是 {task} 模型，而不是检测器</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; holds a {task} model, not a classifier</source>
        <translation>&apos;{path}&apos; 中是 {task} 模型，而不是分类器</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; ({description}) does not say which model it holds; name it with --model</source>
        <translation>&apos;{path}&apos;（{description}）未说明其中是哪个模型；请用 --model 指定</translation>
    </message>
    <message>
        <source>model &apos;{model}&apos; is a {task} model, not a detector</source>
        <translation>模型 &apos;{model}&apos; 是 {task} 模型，而不是检测器</translation>
    </message>
    <message>
        <source>model &apos;{model}&apos; is a {task} model, not a classifier</source>
        <translation>模型 &apos;{model}&apos; 是 {task} 模型，而不是分类器</translation>
    </message>
    <message>
        <source>saving and restoring this optimizer&apos;s state is not supported</source>
        <translation>不支持保存和恢复此优化器的状态</translation>
    </message>
    <message>
        <source>checkpoint &apos;{path}&apos;: the optimizer state is not in a layout this build reads</source>
        <translation>检查点 &apos;{path}&apos;：优化器状态的布局不是此版本能读取的</translation>
    </message>
    <message>
        <source>checkpoint &apos;{path}&apos;: the saved optimizer has {saved} parameter group(s), this experiment&apos;s has {count} (optim.no_decay_bn_bias changed?)</source>
        <translation>检查点 &apos;{path}&apos;：保存的优化器有 {saved} 个参数组，本实验的有 {count} 个（是否更改了 optim.no_decay_bn_bias？）</translation>
    </message>
    <message>
        <source>checkpoint &apos;{path}&apos;: parameter group {group} of the saved optimizer has {saved} parameters, this model&apos;s has {count}</source>
        <translation>检查点 &apos;{path}&apos;：保存的优化器的参数组 {group} 有 {saved} 个参数，本模型的有 {count} 个</translation>
    </message>
    <message>
        <source>checkpoint &apos;{path}&apos;: optimizer state that does not fit this experiment&apos;s optimizer: {cause}</source>
        <translation>检查点 &apos;{path}&apos;：优化器状态与本实验的优化器不匹配：{cause}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: tensor {part} is a {type}, not a tuple (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：张量的 {part} 是 {type}，而不是元组（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: tensor {part} holds {type}, not a non-negative int (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：张量的 {part} 中含有 {type}，而不是非负 int（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: the pickle ends early; the file is truncated or not a weight file (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：pickle 提前结束；文件已被截断或不是权重文件（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: malformed pickle (stack underflow) (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：pickle 格式错误（栈下溢）（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: malformed pickle (empty stack) (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：pickle 格式错误（栈为空）（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: malformed pickle (no mark) (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：pickle 格式错误（没有标记）（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: holds more than {count} values at once; not a weight file (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：同时包含超过 {count} 个值；不是权重文件（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: makes more than {size} MiB of strings; not a weight file (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：生成了超过 {size} MiB 的字符串；不是权重文件（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: changes a container after placing it inside another (or inside itself); weight files never do (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：将容器放入另一个容器（或其自身）之后又修改了它；权重文件从不这样做（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: nests containers more than {depth} deep; not a weight file (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：容器嵌套超过 {depth} 层；不是权重文件（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: memoizes more than {count} values; not a weight file (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：在 memo 中存储了超过 {count} 个值；不是权重文件（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: sets dict items from an odd number of values (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：用奇数个值设置 dict 项（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: refers to &apos;{name}&apos;, which is not a tensor or a plain container; weight files may hold only tensors, dicts, lists and numbers, so the file was refused without running anything (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：引用了 &apos;{name}&apos;，它不是张量或普通容器；权重文件只能包含张量、dict、列表和数字，因此该文件已被拒绝，未执行任何内容（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: has a persistent reference that is not a tensor storage (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：含有不是张量存储的持久引用（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: has a storage of unsupported type {type} (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：含有不支持的类型 {type} 的存储（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: has a malformed storage reference (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：含有格式错误的存储引用（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: refers to storage &apos;{key}&apos; with two different types or sizes (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：以两种不同的类型或大小引用存储 &apos;{key}&apos;（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: has a tensor that is not (storage, offset, size, stride, ...) (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：含有不是 (storage, offset, size, stride, ...) 形式的张量（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: has a tensor whose size and stride differ in length (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：含有 size 与 stride 长度不同的张量（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: has a tensor of shape {shape}, more elements than its storage&apos;s {count} (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：含有形状为 {shape} 的张量，元素多于其存储的 {count} 个（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: has a tensor of size {size} that reaches past its storage (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：含有大小为 {size} 的张量，超出了其存储（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: has a tensor that reaches past the end of its storage ({count} elements) (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：含有超出其存储末尾（{count} 个元素）的张量（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: calls a {type}, which only a global may be (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：调用了 {type}，但只有全局对象可以被调用（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: calls {name} with {type} instead of a tuple (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：用 {type} 而不是元组调用 {name}（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: builds an OrderedDict from a {type} (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：从 {type} 构建 OrderedDict（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: builds an OrderedDict from something other than pairs (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：从非键值对的内容构建 OrderedDict（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: builds a parameter from something other than a tensor (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：从非张量的内容构建参数（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: calls {name}, which is not callable in a weight file (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：调用了 {name}，它在权重文件中不可调用（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: uses a pickle protocol newer than 5 (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：使用了高于 5 的 pickle 协议（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: sets more than {count} marks at once; not a weight file (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：同时设置了超过 {count} 个标记；不是权重文件（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: holds an integer wider than 64 bits (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：包含超过 64 位的整数（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: appends to a {type} (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：向 {type} 追加元素（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: sets items of a {type} (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：设置 {type} 的项（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: names a global with something other than strings (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：用非字符串的内容命名全局对象（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: sets the state of a {type} (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：设置 {type} 的状态（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: refers to memo entry {index}, which was never stored (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：引用了从未存储的 memo 条目 {index}（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: uses pickle opcode {opcode}, which weight files do not need; refused without running anything (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;：使用了权重文件不需要的 pickle 操作码 {opcode}；已拒绝，未执行任何内容（pickle 偏移 {offset}）</translation>
    </message>
    <message>
        <source>safetensors cannot hold tensors of type {type}</source>
        <translation>safetensors 无法存储类型为 {type} 的张量</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: its header nests deeper than {depth} levels</source>
        <translation>&apos;{path}&apos; 不是有效的 safetensors 文件：其头部嵌套超过 {depth} 层</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: its header has more than {count} entries</source>
        <translation>&apos;{path}&apos; 不是有效的 safetensors 文件：其头部有超过 {count} 个条目</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: its header names &apos;{name}&apos; twice</source>
        <translation>&apos;{path}&apos; 不是有效的 safetensors 文件：其头部两次出现 &apos;{name}&apos;</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: its header is not JSON ({cause})</source>
        <translation>&apos;{path}&apos; 不是有效的 safetensors 文件：其头部不是 JSON（{cause}）</translation>
    </message>
    <message>
        <source>weight file &apos;{path}&apos; does not exist or is not a file</source>
        <translation>权重文件 &apos;{path}&apos; 不存在或不是文件</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: it is shorter than the 8-byte header length</source>
        <translation>&apos;{path}&apos; 不是有效的 safetensors 文件：文件比 8 字节的头部长度字段还短</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: its header claims {claimed} bytes but the file has {size} after the length</source>
        <translation>&apos;{path}&apos; 不是有效的 safetensors 文件：其头部声明有 {claimed} 字节，但文件在长度字段之后只有 {size} 字节</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: its header is not a JSON object</source>
        <translation>&apos;{path}&apos; 不是有效的 safetensors 文件：其头部不是 JSON 对象</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: tensor &apos;{name}&apos; has unsupported dtype &apos;{dtype}&apos;</source>
        <translation>&apos;{path}&apos; 不是有效的 safetensors 文件：张量 &apos;{name}&apos; 的 dtype &apos;{dtype}&apos; 不受支持</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: tensor &apos;{name}&apos; has a shape that is not a list of integers</source>
        <translation>&apos;{path}&apos; 不是有效的 safetensors 文件：张量 &apos;{name}&apos; 的形状不是整数列表</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: tensor &apos;{name}&apos; has an impossible shape {shape}</source>
        <translation>&apos;{path}&apos; 不是有效的 safetensors 文件：张量 &apos;{name}&apos; 的形状 {shape} 不可能成立</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: tensor &apos;{name}&apos; has data_offsets that are not two byte positions</source>
        <translation>&apos;{path}&apos; 不是有效的 safetensors 文件：张量 &apos;{name}&apos; 的 data_offsets 不是两个字节位置</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: tensor &apos;{name}&apos; claims bytes {begin}..{end} but the data section has {size}</source>
        <translation>&apos;{path}&apos; 不是有效的 safetensors 文件：张量 &apos;{name}&apos; 声明占用字节 {begin}..{end}，但数据区只有 {size} 字节</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: tensor &apos;{name}&apos; of shape {shape} and dtype {dtype} needs {expected} bytes but its range holds {size}</source>
        <translation>&apos;{path}&apos; 不是有效的 safetensors 文件：形状为 {shape}、dtype 为 {dtype} 的张量 &apos;{name}&apos; 需要 {expected} 字节，但其范围只有 {size} 字节</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: tensor &apos;{name}&apos; has a malformed header entry ({cause})</source>
        <translation>&apos;{path}&apos; 不是有效的 safetensors 文件：张量 &apos;{name}&apos; 的头部条目格式错误（{cause}）</translation>
    </message>
    <message>
        <source>weights &apos;{path}&apos; do not fit the model (load partially to keep what fits): {report}</source>
        <translation>权重 &apos;{path}&apos; 与模型不匹配（可部分加载以保留匹配的部分）：{report}</translation>
    </message>
    <message>
        <source>cannot write tensors of type {type} to a .pth file</source>
        <translation>无法将类型为 {type} 的张量写入 .pth 文件</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; refers to tensor data &apos;{record}&apos;, which the archive lacks</source>
        <translation>&apos;{path}&apos; 引用了张量数据 &apos;{record}&apos;，但归档中没有</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: tensor data &apos;{record}&apos; holds {size} bytes, but its header says {count} elements ({expected} bytes)</source>
        <translation>&apos;{path}&apos;：张量数据 &apos;{record}&apos; 有 {size} 字节，但其头部表明有 {count} 个元素（{expected} 字节）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; uses the legacy torch.save format of PyTorch before 1.6; re-save it with a current PyTorch (torch.save(torch.load(f), f2)) and try again</source>
        <translation>&apos;{path}&apos; 使用 PyTorch 1.6 之前的旧版 torch.save 格式；请用当前版本的 PyTorch 重新保存（torch.save(torch.load(f), f2)）后重试</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a PyTorch weight file (not a zip archive)</source>
        <translation>&apos;{path}&apos; 不是 PyTorch 权重文件（不是 zip 归档）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; holds big-endian tensors, which Osprey cannot read</source>
        <translation>&apos;{path}&apos; 包含大端序张量，Osprey 无法读取</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is a zip archive without data.pkl, so not a torch.save file</source>
        <translation>&apos;{path}&apos; 是不含 data.pkl 的 zip 归档，因此不是 torch.save 文件</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a readable PyTorch archive (truncated or damaged?): {cause}</source>
        <translation>&apos;{path}&apos; 不是可读取的 PyTorch 归档（已截断或损坏？）：{cause}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is a damaged or truncated zip archive: {cause}</source>
        <translation>&apos;{path}&apos; 是已损坏或被截断的 zip 归档：{cause}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a weight file Osprey knows: expected a torch.save .pth/.pt, a .safetensors file or an Osprey checkpoint</source>
        <translation>&apos;{path}&apos; 不是 Osprey 认识的权重文件：应为 torch.save 的 .pth/.pt、.safetensors 文件或 Osprey 检查点</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; holds a dict but no state dict in it (looked for a dict of tensors, or one under &apos;state_dict&apos;, &apos;model&apos;, &apos;model_state_dict&apos;, &apos;net&apos; or &apos;module&apos;); its keys: {keys}</source>
        <translation>&apos;{path}&apos; 包含一个 dict，但其中没有 state dict（查找的是张量 dict，或位于 &apos;state_dict&apos;、&apos;model&apos;、&apos;model_state_dict&apos;、&apos;net&apos; 或 &apos;module&apos; 下的 dict）；其键为：{keys}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; holds a {type}, not a state dict</source>
        <translation>&apos;{path}&apos; 中是 {type}，而不是 state dict</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is a libtorch archive (an Osprey checkpoint), not a PyTorch or safetensors weight file</source>
        <translation>&apos;{path}&apos; 是 libtorch 归档（Osprey 检查点），不是 PyTorch 或 safetensors 权重文件</translation>
    </message>
    <message>
        <source>the outputs of &apos;{path}&apos; are not what its Osprey metadata describes: {cause}</source>
        <translation>&apos;{path}&apos; 的输出与其 Osprey 元数据描述的不符：{cause}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; was exported with --profile full, which needs ONNX Runtime; export with --profile opencv for OpenCV</source>
        <translation>&apos;{path}&apos; 以 --profile full 导出，需要 ONNX Runtime；要用于 OpenCV，请以 --profile opencv 导出</translation>
    </message>
    <message>
        <source>OpenCV cannot load the ONNX model &apos;{path}&apos;: {cause}</source>
        <translation>OpenCV 无法加载 ONNX 模型 &apos;{path}&apos;：{cause}</translation>
    </message>
    <message>
        <source>OpenCV failed to run the ONNX model &apos;{path}&apos;: {cause}</source>
        <translation>OpenCV 运行 ONNX 模型 &apos;{path}&apos; 失败：{cause}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has broken Osprey metadata &apos;{key}&apos;: {cause}</source>
        <translation>&apos;{path}&apos; 的 Osprey 元数据 &apos;{key}&apos; 已损坏：{cause}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is an ONNX model that Osprey did not write (producer &apos;{producer}&apos;, no Osprey metadata); Osprey runs the models &apos;osprey-cli export&apos; writes</source>
        <translation>&apos;{path}&apos; 是并非由 Osprey 写出的 ONNX 模型（生成者 &apos;{producer}&apos;，没有 Osprey 元数据）；Osprey 运行 &apos;osprey-cli export&apos; 写出的模型</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has Osprey ONNX format version &apos;{version}&apos;, which this Osprey does not read (it reads version {known}); a newer Osprey wrote it</source>
        <translation>&apos;{path}&apos; 的 Osprey ONNX 格式版本为 &apos;{version}&apos;，此 Osprey 无法读取（它读取版本 {known}）；它由更新的 Osprey 写出</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not an ONNX model (it does not read as ONNX&apos;s ModelProto with an IR version and a graph)</source>
        <translation>&apos;{path}&apos; 不是 ONNX 模型（无法读取为带有 IR 版本和计算图的 ONNX ModelProto）</translation>
    </message>
    <message>
        <source>cannot run the ONNX model &apos;{path}&apos;: this Osprey was built without OpenCV&apos;s dnn module (Debian: libopencv-dnn-dev)</source>
        <translation>无法运行 ONNX 模型 &apos;{path}&apos;：此 Osprey 构建时没有 OpenCV 的 dnn 模块（Debian：libopencv-dnn-dev）</translation>
    </message>
    <message>
        <source>bf16 is off for inference: this CPU has no bf16 instructions (avx512_bf16, amx_bf16), so libtorch would emulate them, several times slower than fp32; running in fp32</source>
        <translation>推理已关闭 bf16：此 CPU 没有 bf16 指令（avx512_bf16、amx_bf16），libtorch 只能模拟，比 fp32 慢数倍；改用 fp32 运行</translation>
    </message>
    <message>
        <source>the fused model&apos;s outputs differ from the model&apos;s at input {shape}; running the model unfused there</source>
        <translation>融合模型在输入 {shape} 处的输出与原模型不同；该处改为运行未融合的模型</translation>
    </message>
    <message>
        <source>the model could not be fused at input {shape} ({cause}); running it unfused there</source>
        <translation>无法在输入 {shape} 处融合模型（{cause}）；该处改为运行未融合的模型</translation>
    </message>
    <message>
        <source>--opset {opset} cannot be written: this build writes opsets {oldest} to {newest}</source>
        <translation>无法写出 --opset {opset}：此构建可写出 opset {oldest} 至 {newest}</translation>
    </message>
    <message>
        <source>--profile &apos;{profile}&apos; is unknown; valid: opencv, full</source>
        <translation>--profile &apos;{profile}&apos; 未知；可用：opencv、full</translation>
    </message>
    <message>
        <source>--batch must be a number of images or &apos;dynamic&apos;, not {batch}</source>
        <translation>--batch 必须是图像数量或 &apos;dynamic&apos;，而不是 {batch}</translation>
    </message>
    <message>
        <source>--input-size must be between 1 and 4096 pixels, not {size}</source>
        <translation>--input-size 必须在 1 到 4096 像素之间，而不是 {size}</translation>
    </message>
    <message>
        <source>the exported file&apos;s name must end in .onnx: &apos;{path}&apos;</source>
        <translation>导出文件的名称必须以 .onnx 结尾：&apos;{path}&apos;</translation>
    </message>
    <message>
        <source>this model cannot be exported so: {why}</source>
        <translation>无法以此方式导出该模型：{why}</translation>
    </message>
    <message>
        <source>the exported model fails ONNX&apos;s checker: {cause}</source>
        <translation>导出的模型未通过 ONNX 检查：{cause}</translation>
    </message>
    <message>
        <source>the exported model does not fit in one ONNX file (2 GiB)</source>
        <translation>导出的模型无法放入单个 ONNX 文件（2 GiB）</translation>
    </message>
    <message>
        <source>this osprey-cli was built without ONNX&apos;s library (Debian&apos;s libonnx-dev): it cannot export ONNX models</source>
        <translation>此 osprey-cli 构建时没有 ONNX 库（Debian 的 libonnx-dev）：无法导出 ONNX 模型</translation>
    </message>
    <message>
        <source>the ONNX exporter cannot write the network&apos;s &apos;{operation}&apos;</source>
        <translation>ONNX 导出器无法写出网络中的 &apos;{operation}&apos;</translation>
    </message>
    <message>
        <source>this osprey-cli is built against a libtorch whose own protobuf headers (a pip wheel&apos;s) clash with those ONNX&apos;s library needs, so it cannot export ONNX models; the osprey-cli built against Debian&apos;s libtorch (./osprey.sh build) exports them, and the files run anywhere</source>
        <translation>此 osprey-cli 基于一个自带 protobuf 头文件的 libtorch（pip 包中的）构建，这些头文件与 ONNX 库所需的冲突，因此无法导出 ONNX 模型；基于 Debian 的 libtorch 构建的 osprey-cli（./osprey.sh build）可以导出，导出的文件可在任何地方运行</translation>
    </message>
    <message>
        <source>data.dataset &apos;{kind}&apos; is not a dataset format; use {choices}</source>
        <translation>data.dataset &apos;{kind}&apos; 不是数据集格式；可用：{choices}</translation>
    </message>
    <message>
        <source>inspect.train_margins needs train.mixup_alpha = 0: a mixed image carries two labels, so its margin is undefined</source>
        <translation>inspect.train_margins 需要 train.mixup_alpha = 0：混合图像带有两个标签，因此其间隔没有定义</translation>
    </message>
    <message>
        <source>inspect.train_margins applies to classification only (a detector has no margin per image)</source>
        <translation>inspect.train_margins 仅适用于分类（检测器没有逐图像的间隔）</translation>
    </message>
    <message>
        <source>cannot open the run&apos;s records &apos;{path}&apos;: {cause}</source>
        <translation>无法打开运行的记录“{path}”：{cause}</translation>
    </message>
    <message>
        <source>cannot use &apos;{path}&apos; as a run&apos;s records: {cause}</source>
        <translation>无法将“{path}”用作运行的记录：{cause}</translation>
    </message>
    <message>
        <source>the records have format {version}, newer than this Osprey understands ({supported})</source>
        <translation>记录的格式为 {version}，比此 Osprey 支持的（{supported}）更新</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; holds no validation {id}</source>
        <translation>“{path}”中没有验证 {id}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is damaged: array &apos;{name}&apos; of validation {id} holds {bytes} bytes of type &apos;{type}&apos;, not {items} values</source>
        <translation>“{path}”已损坏：验证 {id} 的数组“{name}”包含 {bytes} 字节的“{type}”类型数据，而不是 {items} 个值</translation>
    </message>
    <message>
        <source>the records in &apos;{path}&apos; hold no confusion matrix</source>
        <translation>&apos;{path}&apos; 中的记录不包含混淆矩阵</translation>
    </message>
    <message>
        <source>&apos;{dir}&apos; holds no per-sample records (inspect.db): the run was trained before Osprey kept them, or with inspect.record=false; &apos;osprey-cli eval --run {dir} --record&apos; records its validation split now</source>
        <translation>&apos;{dir}&apos; 没有逐样本记录（inspect.db）：该运行训练于 Osprey 保存这些记录之前，或使用了 inspect.record=false；&apos;osprey-cli eval --run {dir} --record&apos; 现在即可记录其验证集</translation>
    </message>
    <message>
        <source>&apos;{dir}&apos; has no records of the {split} split ({sources}); for the training split train with inspect.train_margins=true, or run &apos;osprey-cli eval --run {dir} --record --split {split}&apos;</source>
        <translation>&apos;{dir}&apos; 没有 {split} 划分的记录（{sources}）；训练集请使用 inspect.train_margins=true 训练，或运行 &apos;osprey-cli eval --run {dir} --record --split {split}&apos;</translation>
    </message>
    <message>
        <source>validation {id} of &apos;{path}&apos; holds no detector records (array &apos;{name}&apos; is missing or of the wrong length)</source>
        <translation>&apos;{path}&apos; 中的验证 {id} 不含检测器记录（数组 &apos;{name}&apos; 缺失或长度不对）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; holds a damaged ground truth: {detail}</source>
        <translation>&apos;{path}&apos; 中的真值标注已损坏：{detail}</translation>
    </message>
    <message>
        <source>box {index} cannot be recorded: its category id {category} is not in 0..65535 or its image {image} is not in the ground truth</source>
        <translation>无法记录框 {index}：其类别 ID {category} 不在 0..65535 范围内，或其图像 {image} 不在真值标注中</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; lacks the ground truth &apos;{key}&apos; a validation names</source>
        <translation>&apos;{path}&apos; 缺少某个验证所引用的真值标注 &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>&apos;{dir}&apos; has no records of epoch {epoch}; it has epochs {epochs}</source>
        <translation>&apos;{dir}&apos; 没有第 {epoch} 轮的记录；现有轮次：{epochs}</translation>
    </message>
    <message>
        <source>the records have format {version}, and this Osprey reads format {supported} (a run or &apos;osprey-cli eval --record&apos; brings an older file up to date)</source>
        <translation>记录的格式为 {version}，而此 Osprey 读取格式 {supported}（运行或 &apos;osprey-cli eval --record&apos; 会将较旧的文件更新）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a usable thresholds file: {cause}</source>
        <translation>&apos;{path}&apos; 不是可用的阈值文件：{cause}</translation>
    </message>
    <message>
        <source>--kind takes missing, spurious, mislocated, class or all, got &apos;{kind}&apos;</source>
        <translation>--kind 接受 missing、spurious、mislocated、class 或 all，收到的是 &apos;{kind}&apos;</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; line {line}: expected an item name, a tab and the new class name</source>
        <translation>&apos;{path}&apos; 第 {line} 行：应为条目名称、一个制表符和新的类别名称</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has no training margins of epochs {first} to {last}</source>
        <translation>&apos;{path}&apos; 没有第 {first} 到 {last} 轮的训练间隔</translation>
    </message>
    <message>
        <source>--split takes val or train, got &apos;{split}&apos;</source>
        <translation>--split 接受 val 或 train，收到的是 &apos;{split}&apos;</translation>
    </message>
    <message>
        <source>the feature similarity must be above 0 and below 1, not {value}</source>
        <translation>特征相似度必须大于 0 且小于 1，而不是 {value}</translation>
    </message>
    <message>
        <source>the model in &apos;{path}&apos; gives features that are not finite numbers: its weights are broken</source>
        <translation>&apos;{path}&apos; 中的模型给出的特征不是有限数值：其权重已损坏</translation>
    </message>
    <message>
        <source>data.decode: gpu needs a CUDA device, and this run uses the CPU (hardware.device); use data.decode: auto or cpu</source>
        <translation>data.decode: gpu 需要 CUDA 设备，而本次运行使用 CPU（hardware.device）；请使用 data.decode: auto 或 cpu</translation>
    </message>
    <message>
        <source>data.decode: gpu decodes classification pictures; detection decodes on the CPU (use data.decode: auto or cpu)</source>
        <translation>data.decode: gpu 解码分类任务的图片；检测任务在 CPU 上解码（请使用 data.decode: auto 或 cpu）</translation>
    </message>
    <message>
        <source>data.decode: gpu cannot be combined with data.cache: true (the cache holds pictures decoded on the CPU); turn one of them off</source>
        <translation>data.decode: gpu 不能与 data.cache: true 同时使用（缓存保存的是在 CPU 上解码的图片）；请关闭其中之一</translation>
    </message>
    <message>
        <source>data.decode: gpu needs nvJPEG, and this osprey-cli was built without it (the pip-torch build has it where nvcc and the nvidia-nvjpeg wheel are found); use data.decode: auto or cpu</source>
        <translation>data.decode: gpu 需要 nvJPEG，而此 osprey-cli 构建时未包含它（在找到 nvcc 和 nvidia-nvjpeg wheel 时，pip-torch 构建包含它）；请使用 data.decode: auto 或 cpu</translation>
    </message>
    <message>
        <source>GPU decoding failed ({step}): {error}</source>
        <translation>GPU 解码失败（{step}）：{error}</translation>
    </message>
    <message>
        <source>nvJPEG could not start on {device} (status {status})</source>
        <translation>nvJPEG 无法在 {device} 上启动（状态 {status}）</translation>
    </message>
    <message>
        <source>nvJPEG could not make its decoding state on {device}</source>
        <translation>nvJPEG 无法在 {device} 上创建解码状态</translation>
    </message>
    <message>
        <source>cannot read &apos;{path}&apos;: {reason}</source>
        <translation>无法读取“{path}”：{reason}</translation>
    </message>
    <message>
        <source>the dataset has no classes (data.dataset {kind}, data.root &apos;{path}&apos;)</source>
        <translation>数据集没有任何类别（data.dataset {kind}，data.root &apos;{path}&apos;）</translation>
    </message>
    <message>
        <source>cannot read the exclude list &apos;{path}&apos; (data.exclude_list): {cause}</source>
        <translation>无法读取排除列表 &apos;{path}&apos;（data.exclude_list）：{cause}</translation>
    </message>
    <message>
        <source>cannot read the folder &apos;{path}&apos;: {cause}</source>
        <translation>无法读取文件夹 &apos;{path}&apos;：{cause}</translation>
    </message>
    <message>
        <source>Pascal VOC folder &apos;{path}&apos; names no classes in split &apos;{split}&apos;: no &lt;object&gt; of its annotations has a &lt;name&gt;</source>
        <translation>Pascal VOC 文件夹 &apos;{path}&apos; 在划分 &apos;{split}&apos; 中没有任何类别：其标注中没有一个 &lt;object&gt; 带有 &lt;name&gt;</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: &apos;names&apos; lists no classes</source>
        <translation>&apos;{path}&apos;：&apos;names&apos; 中没有列出任何类别</translation>
    </message>
    <message>
        <source>no file is named</source>
        <translation>未指定文件</translation>
    </message>
    <message>
        <source>its folder &apos;{folder}&apos; does not exist</source>
        <translation>其所在文件夹 &apos;{folder}&apos; 不存在</translation>
    </message>
    <message>
        <source>&apos;{folder}&apos; is not a folder</source>
        <translation>&apos;{folder}&apos; 不是文件夹</translation>
    </message>
    <message>
        <source>its folder &apos;{folder}&apos; cannot be written: {cause}</source>
        <translation>无法写入其所在文件夹 &apos;{folder}&apos;：{cause}</translation>
    </message>
    <message>
        <source>cannot write &apos;{path}&apos; ({option}): {cause}</source>
        <translation>无法写入 &apos;{path}&apos;（{option}）：{cause}</translation>
    </message>
    <message>
        <source>the run&apos;s records &apos;{path}&apos; lead out of the run folder, to &apos;{target}&apos;: Osprey keeps a run&apos;s records inside its folder (put the file itself there)</source>
        <translation>运行的记录“{path}”指向运行文件夹之外的“{target}”：Osprey 只把运行的记录保存在其文件夹内（请把文件本身放在那里）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a run&apos;s records file of Osprey (inspect.db): it holds the tables {tables}; nothing was written to it</source>
        <translation>“{path}”不是 Osprey 运行的记录文件（inspect.db）：它包含表 {tables}；未向其写入任何内容</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is a symbolic link, where the run folder&apos;s lock file belongs: Osprey does not write through it; remove it</source>
        <translation>“{path}”是一个符号链接，而此处应是运行文件夹的锁文件：Osprey 不会通过它写入；请删除它</translation>
    </message>
    <message>
        <source>cannot open the run folder&apos;s lock file &apos;{path}&apos;: {cause}</source>
        <translation>无法打开运行文件夹的锁文件“{path}”：{cause}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a plain file of its own (a device, a FIFO, or a hard link to another file), where the run folder&apos;s lock file belongs: remove it</source>
        <translation>“{path}”不是独立的普通文件（而是设备、FIFO 或指向另一文件的硬链接），而此处应是运行文件夹的锁文件：请删除它</translation>
    </message>
    <message>
        <source>cannot lock the run folder &apos;{path}&apos;: {cause}</source>
        <translation>无法锁定运行文件夹“{path}”：{cause}</translation>
    </message>
    <message>
        <source>the run folder &apos;{path}&apos; is in use by another process (it has not said which yet): one process at a time trains, resumes or records into a run folder; wait for it to end, or choose another folder</source>
        <translation>运行文件夹“{path}”正被另一个进程使用（它尚未说明是哪个进程）：同一时间只能有一个进程在运行文件夹中训练、继续或记录；请等它结束，或选择另一个文件夹</translation>
    </message>
    <message>
        <source>the run folder &apos;{path}&apos; is in use by process {pid} on {host}: one process at a time trains, resumes or records into a run folder; wait for it to end, or choose another folder</source>
        <translation>运行文件夹“{path}”正被 {host} 上的进程 {pid} 使用：同一时间只能有一个进程在运行文件夹中训练、继续或记录；请等它结束，或选择另一个文件夹</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not an Osprey run store: it holds the tables {tables}; nothing was written to it (--db names the run store: a new file, or one Osprey made)</source>
        <translation>“{path}”不是 Osprey 运行存储：它包含表 {tables}；未向其写入任何内容（--db 指定运行存储：一个新文件，或由 Osprey 创建的文件）</translation>
    </message>
    <message>
        <source>the outputs of &apos;{path}&apos; hold values that are not finite numbers (NaN or infinity): its weights are broken</source>
        <translation>&apos;{path}&apos; 的输出包含非有限数值（NaN 或无穷大）：其权重已损坏</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has broken Osprey metadata &apos;{key}&apos;: &apos;{field}&apos; is missing</source>
        <translation>&apos;{path}&apos; 的 Osprey 元数据 &apos;{key}&apos; 已损坏：缺少 &apos;{field}&apos;</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has broken Osprey metadata &apos;{key}&apos;: &apos;{field}&apos; is {value}, not a whole number from {min} to {max}</source>
        <translation>&apos;{path}&apos; 的 Osprey 元数据 &apos;{key}&apos; 已损坏：&apos;{field}&apos; 为 {value}，不是 {min} 到 {max} 之间的整数</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has broken Osprey metadata &apos;{key}&apos;: &apos;{field}&apos; is {value}, not a finite number from {min} to {max}</source>
        <translation>&apos;{path}&apos; 的 Osprey 元数据 &apos;{key}&apos; 已损坏：&apos;{field}&apos; 为 {value}，不是 {min} 到 {max} 之间的有限数</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has broken Osprey metadata &apos;{key}&apos;: &apos;{field}&apos; is {value}, not a list of {count} numbers</source>
        <translation>&apos;{path}&apos; 的 Osprey 元数据 &apos;{key}&apos; 已损坏：&apos;{field}&apos; 为 {value}，不是包含 {count} 个数的列表</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has broken Osprey metadata &apos;{key}&apos;: &apos;{field}&apos; is {value}, not a list of {least} to {most} whole numbers from {min} to {max}</source>
        <translation>&apos;{path}&apos; 的 Osprey 元数据 &apos;{key}&apos; 已损坏：&apos;{field}&apos; 为 {value}，不是包含 {least} 到 {most} 个 {min} 到 {max} 之间整数的列表</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has broken Osprey metadata &apos;{key}&apos;: &apos;{field}&apos; is {value}, not text</source>
        <translation>&apos;{path}&apos; 的 Osprey 元数据 &apos;{key}&apos; 已损坏：&apos;{field}&apos; 为 {value}，不是文本</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has broken Osprey metadata &apos;{key}&apos;: &apos;{field}&apos; is {value}, not one of {names}</source>
        <translation>&apos;{path}&apos; 的 Osprey 元数据 &apos;{key}&apos; 已损坏：&apos;{field}&apos; 为 {value}，不是 {names} 之一</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: the tensor &apos;{name}&apos; keeps its data in &apos;{location}&apos;, which is not a file beside the model in its folder</source>
        <translation>&apos;{path}&apos;：张量 &apos;{name}&apos; 的数据保存在 &apos;{location}&apos;，它不是模型所在文件夹中、与模型并列的文件</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: the tensor &apos;{name}&apos; has the external data entry &apos;{entry}&apos; of &apos;{value}&apos;, not a number of bytes</source>
        <translation>&apos;{path}&apos;：张量 &apos;{name}&apos; 的外部数据条目 &apos;{entry}&apos; 为 &apos;{value}&apos;，不是字节数</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: the tensor &apos;{name}&apos; keeps its data in &apos;{location}&apos; from byte {offset}, {length} bytes, beyond that file&apos;s {size} bytes</source>
        <translation>&apos;{path}&apos;：张量 &apos;{name}&apos; 的数据位于 &apos;{location}&apos; 从第 {offset} 字节起的 {length} 字节，超出了该文件的 {size} 字节</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has ONNX IR version {version}; Osprey exports and reads IR versions {oldest} to {newest}</source>
        <translation>&apos;{path}&apos; 的 ONNX IR 版本为 {version}；Osprey 导出并读取 IR 版本 {oldest} 至 {newest}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; imports operators of the domain &apos;{domain}&apos;, which Osprey&apos;s exports never use</source>
        <translation>&apos;{path}&apos; 导入了域 &apos;{domain}&apos; 的算子，Osprey 的导出从不使用该域</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; needs ONNX opset {version}; Osprey exports and reads opsets {oldest} to {newest}</source>
        <translation>&apos;{path}&apos; 需要 ONNX opset {version}；Osprey 导出并读取 opset {oldest} 至 {newest}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; names no ONNX opset to read its operators by</source>
        <translation>&apos;{path}&apos; 未指明用于读取其算子的 ONNX opset</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has a subgraph or a sparse tensor in its node &apos;{node}&apos;, which Osprey&apos;s exports never have</source>
        <translation>&apos;{path}&apos; 的节点 &apos;{node}&apos; 中含有子图或稀疏张量，Osprey 的导出从不包含这些</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has {count} sparse initializers, which Osprey&apos;s exports never have</source>
        <translation>&apos;{path}&apos; 含有 {count} 个稀疏初始化器，Osprey 的导出从不包含这些</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; declares a batch of {batch} images in its input &apos;images&apos;; of {size}x{size} pixels Osprey runs 1 to {most} at once</source>
        <translation>&apos;{path}&apos; 在其输入 &apos;images&apos; 中声明的批量为 {batch} 张图像；对于 {size}x{size} 像素，Osprey 一次运行 1 到 {most} 张</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; declares its input &apos;images&apos; as {type}, not float</source>
        <translation>&apos;{path}&apos; 将其输入 &apos;images&apos; 声明为 {type}，而不是 float</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; declares &apos;{name}&apos; with the shape {shape}, which does not fit: each dimension and their product must be from 0 to {most}</source>
        <translation>&apos;{path}&apos; 声明 &apos;{name}&apos; 的形状为 {shape}，超出范围：每个维度及其乘积都必须在 0 到 {most} 之间</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: the tensor &apos;{name}&apos; ({where}) holds its data in more than one form, or in segments or fields of another type than its own</source>
        <translation>&apos;{path}&apos;：张量 &apos;{name}&apos;（{where}）以多种形式保存数据，或保存在分段中或与其自身类型不同的字段中</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: the tensor &apos;{name}&apos; ({where}) has the data type {type}, which Osprey&apos;s exports never use</source>
        <translation>&apos;{path}&apos;：张量 &apos;{name}&apos;（{where}）的数据类型为 {type}，Osprey 的导出从不使用该类型</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: the tensor &apos;{name}&apos; ({where}) has the shape {shape}, which does not fit: each dimension and their product must be from 0 to {most}</source>
        <translation>&apos;{path}&apos;：张量 &apos;{name}&apos;（{where}）的形状为 {shape}，超出范围：每个维度及其乘积都必须在 0 到 {most} 之间</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: the tensor &apos;{name}&apos; ({where}) keeps its data in an external file (&apos;{location}&apos;), which a model of the &apos;{profile}&apos; profile may not</source>
        <translation>&apos;{path}&apos;：张量 &apos;{name}&apos;（{where}）的数据保存在外部文件（&apos;{location}&apos;）中，&apos;{profile}&apos; 配置的模型不允许这样做</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: the tensor &apos;{name}&apos; ({where}) of shape {shape} and type {type} needs {expected} bytes of data, but the file gives {actual}</source>
        <translation>&apos;{path}&apos;：形状为 {shape}、类型为 {type} 的张量 &apos;{name}&apos;（{where}）需要 {expected} 字节的数据，但文件提供了 {actual} 字节</translation>
    </message>
    <message>
        <source>the input size of &apos;{path}&apos; is {size} pixels; an exported model&apos;s is 1 to {most} (choose one with --input-size)</source>
        <translation>&apos;{path}&apos; 的输入尺寸为 {size} 像素；导出模型的输入尺寸为 1 到 {most}（用 --input-size 选择一个）</translation>
    </message>
    <message>
        <source>--batch {batch} is more images of {size}x{size} pixels than an exported model takes at once (at most {most})</source>
        <translation>--batch {batch} 超过了导出模型一次可接受的 {size}x{size} 像素图像数量（最多 {most}）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has broken Osprey metadata &apos;{key}&apos;: anchor {index} has the corners ({x1}, {y1}) and ({x2}, {y2}), not a top left and a bottom right</source>
        <translation>&apos;{path}&apos; 的 Osprey 元数据 &apos;{key}&apos; 已损坏：锚框 {index} 的角点为 ({x1}, {y1}) 和 ({x2}, {y2})，不是左上角和右下角</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: the node &apos;{node}&apos; reads &apos;{value}&apos;, which neither the graph&apos;s inputs, an initializer nor an earlier node gives</source>
        <translation>&apos;{path}&apos;：节点 &apos;{node}&apos; 读取 &apos;{value}&apos;，但图的输入、初始化器和之前的节点都不提供它</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: the graph&apos;s output &apos;{value}&apos; is given by no node, initializer or input</source>
        <translation>&apos;{path}&apos;：图的输出 &apos;{value}&apos; 不由任何节点、初始化器或输入提供</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; would compute more intermediate values from its input of {batch}x3x{size}x{size} than OpenCV can count; Osprey runs a model that needs at most {times} times its input ({most} MB)</source>
        <translation>&apos;{path}&apos; 将从其 {batch}x3x{size}x{size} 的输入计算出超过 OpenCV 所能计数的中间值；Osprey 运行的模型最多只能需要其输入的 {times} 倍（{most} MB）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; would compute {need} MB of intermediate values from its input of {batch}x3x{size}x{size}; Osprey runs a model that needs at most {times} times its input ({most} MB)</source>
        <translation>&apos;{path}&apos; 将从其 {batch}x3x{size}x{size} 的输入计算出 {need} MB 的中间值；Osprey 运行的模型最多只能需要其输入的 {times} 倍（{most} MB）</translation>
    </message>
    <message>
        <source>cannot convert &apos;{item}&apos;: {cause}</source>
        <translation>无法转换 &apos;{item}&apos;：{cause}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is a file, not a folder to convert into</source>
        <translation>&apos;{path}&apos; 是文件，而不是可转换到的文件夹</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not empty: choose a new folder, or add --force to replace the files of the same names in it</source>
        <translation>&apos;{path}&apos; 不是空的：请选择新文件夹，或加上 --force 以替换其中同名的文件</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is a {task} dataset: it converts to one of {formats}, not {format}</source>
        <translation>&apos;{path}&apos; 是 {task} 数据集：只能转换为 {formats} 之一，不能转换为 {format}</translation>
    </message>
    <message>
        <source>dataset format</source>
        <translation>数据集格式</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is a compressed TFRecord file: its records are held in memory, and the dataset&apos;s compressed records are over the limit of {limit} bytes; store the shards uncompressed (data convert --format tfrecord)</source>
        <translation>&apos;{path}&apos; 是压缩的 TFRecord 文件：其记录保存在内存中，而数据集的压缩记录超过了 {limit} 字节的上限；请以未压缩形式存储分片（data convert --format tfrecord）</translation>
    </message>
    <message>
        <source>its records end at byte {end}, the file has {bytes} bytes</source>
        <translation>其记录在第 {end} 字节结束，而文件有 {bytes} 字节</translation>
    </message>
    <message>
        <source>the index &apos;{index}&apos; does not fit &apos;{path}&apos;: {cause}</source>
        <translation>索引 &apos;{index}&apos; 与 &apos;{path}&apos; 不符：{cause}</translation>
    </message>
    <message>
        <source>the record at byte {offset} has {size} bytes, the index says {expected}</source>
        <translation>第 {offset} 字节处的记录有 {size} 字节，索引记为 {expected}</translation>
    </message>
    <message>
        <source>&apos;{item}&apos;: label {label} is outside 0 to {max} after data.tfrecord.label_offset {offset}</source>
        <translation>&apos;{item}&apos;：按 data.tfrecord.label_offset {offset} 换算后，标签 {label} 不在 0 到 {max} 之间</translation>
    </message>
    <message>
        <source>the record has no &apos;{height}&apos; and &apos;{width}&apos;, and its picture&apos;s header gives no size</source>
        <translation>该记录没有 &apos;{height}&apos; 和 &apos;{width}&apos;，其图像头部也未给出尺寸</translation>
    </message>
    <message>
        <source>the record has {boxes} values of &apos;{xmin}&apos; but {count} of &apos;{key}&apos; (or of its class texts or crowd flags)</source>
        <translation>该记录有 {boxes} 个 &apos;{xmin}&apos; 值，但 &apos;{key}&apos;（或其类别文本、crowd 标记）有 {count} 个</translation>
    </message>
    <message>
        <source>data.root must name the folder of TFRecord shards (or a glob of them) when data.dataset is &apos;tfrecord&apos;</source>
        <translation>当 data.dataset 为 &apos;tfrecord&apos; 时，data.root 必须指定 TFRecord 分片所在的文件夹（或其通配模式）</translation>
    </message>
    <message>
        <source>no TFRecord shard of the split {key} names in &apos;{folder}&apos; (by default files named train* and val* or validation*)</source>
        <translation>在 &apos;{folder}&apos; 中没有 {key} 所指划分的 TFRecord 分片（默认是名为 train* 以及 val* 或 validation* 的文件）</translation>
    </message>
    <message>
        <source>the feature &apos;{key}&apos; is not a list of {kind}</source>
        <translation>特征 &apos;{key}&apos; 不是 {kind} 列表</translation>
    </message>
    <message>
        <source>the record has no single int64 &apos;{key}&apos;</source>
        <translation>该记录没有单个 int64 &apos;{key}&apos;</translation>
    </message>
</context>
<context>
    <name>osprey::ui::BoxStatisticsPlot</name>
    <message>
        <source>Box width (blue) and height (orange), share of the picture</source>
        <translation>框宽度（蓝）和高度（橙），占图片的比例</translation>
    </message>
    <message>
        <source>Aspect ratio, log2(width / height)</source>
        <translation>宽高比，log2(宽 / 高)</translation>
    </message>
    <message>
        <source>Box centres (left to right, top down)</source>
        <translation>框中心（从左到右，从上到下）</translation>
    </message>
    <message>
        <source>Boxes per picture (the last bar: 20 or more)</source>
        <translation>每张图片的框数（最后一栏：20 个及以上）</translation>
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
    <name>osprey::ui::CheckpointScrubber</name>
    <message>
        <source>snapshot</source>
        <translation>快照</translation>
    </message>
    <message>
        <source>periodic</source>
        <translation>周期</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>last</source>
        <translation>最新</translation>
    </message>
    <message>
        <source>epoch %1 · %2 (%3)</source>
        <translation>第 %1 轮 · %2（%3）</translation>
    </message>
    <message>
        <source>Click a point of a chart to see the nearest checkpoint&apos;s predictions.</source>
        <translation>点击图表上的一点，查看最近检查点的预测。</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Put a second checkpoint, of this run or of another on the same data, beside it</source>
        <translation>在旁边放置第二个检查点，来自本运行或使用相同数据的其他运行</translation>
    </message>
    <message>
        <source>Checkpoint:</source>
        <translation>检查点：</translation>
    </message>
    <message>
        <source>Run #%1 is not in the run store.</source>
        <translation>运行 #%1 不在运行存储中。</translation>
    </message>
    <message>
        <source>Reading the checkpoints of run #%1 …</source>
        <translation>正在读取运行 #%1 的检查点……</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>The validation split has only %1 pictures.</source>
        <translation>验证集只有 %1 张图片。</translation>
    </message>
    <message>
        <source>Run #%1 has no checkpoint yet: the first is written at the end of its first epoch. Set checkpoint.snapshot_every to 1 to keep the weights of every epoch.</source>
        <translation>运行 #%1 还没有检查点：第一个在第一轮结束时写入。将 checkpoint.snapshot_every 设为 1 可保留每一轮的权重。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Run #%1&lt;/b&gt;, epoch %2 clicked: %3 of epoch %4 (%5)</source>
        <translation>&lt;b&gt;运行 #%1&lt;/b&gt;，点击了第 %2 轮：第 %4 轮的%3（%5）</translation>
    </message>
    <message>
        <source>No checkpoint near epoch %1: this is the nearest the run kept.</source>
        <translation>第 %1 轮附近没有检查点：这是该运行保留的最近的一个。</translation>
    </message>
    <message>
        <source>This run keeps no weight snapshots: set checkpoint.snapshot_every to 1 to see every epoch.</source>
        <translation>该运行未保留权重快照：将 checkpoint.snapshot_every 设为 1 可查看每一轮。</translation>
    </message>
    <message>
        <source>this run</source>
        <translation>本运行</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>epoch %1 · %2</source>
        <translation>第 %1 轮 · %2</translation>
    </message>
    <message>
        <source>run #%1: </source>
        <translation>运行 #%1：</translation>
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
    <name>osprey::ui::ConfigDiff</name>
    <message>
        <source>left run</source>
        <translation>左侧运行</translation>
    </message>
    <message>
        <source>right run</source>
        <translation>右侧运行</translation>
    </message>
    <message>
        <source>(experiment)</source>
        <translation>（实验）</translation>
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
    <name>osprey::ui::ConfusionModel</name>
    <message>
        <source>%L1 pictures of %2 predicted as %3</source>
        <translation>%L1 张 %2 图片被预测为 %3</translation>
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
    <name>osprey::ui::DatasetHealthPanel</name>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>图片</translation>
    </message>
    <message>
        <source>Same as</source>
        <translation>等同于</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>匹配</translation>
    </message>
    <message>
        <source>Select a pair to see both pictures.</source>
        <translation>选择一对以查看两张图片。</translation>
    </message>
    <message>
        <source>Not checked yet: &quot;Check all images&quot; reads every picture, finds copies within and across the splits, and measures the boxes.</source>
        <translation>尚未检查：“检查所有图像”会读取每张图片，查找划分内和划分之间的副本，并统计框。</translation>
    </message>
    <message>
        <source>No dataset open.</source>
        <translation>未打开数据集。</translation>
    </message>
    <message>
        <source>Leak</source>
        <translation>泄漏</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>重复</translation>
    </message>
    <message>
        <source>exact copy</source>
        <translation>完全相同的副本</translation>
    </message>
    <message>
        <source>%L1 bits apart</source>
        <translation>相差 %L1 位</translation>
    </message>
    <message>
        <source>Leaks across the splits: %L1 · duplicates within a split: %L2 · unreadable: %L3 · smaller than the %4-pixel input: %L5</source>
        <translation>划分之间的泄漏：%L1 · 划分内的重复：%L2 · 无法读取：%L3 · 小于 %4 像素输入：%L5</translation>
    </message>
    <message>
        <source>stopped before the end</source>
        <translation>在结束前停止</translation>
    </message>
    <message>
        <source>Reading …</source>
        <translation>正在读取 …</translation>
    </message>
</context>
<context>
    <name>osprey::ui::DatasetPage</name>
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
    <message>
        <source>Decode every image of both splits: list those that cannot be read, and find copies within and across the splits (the Health page)</source>
        <translation>解码两个划分中的每张图像：列出无法读取的图像，并查找划分内和划分之间的副本（“健康”页）</translation>
    </message>
    <message>
        <source>Pictures</source>
        <translation>图片</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>健康</translation>
    </message>
    <message>
        <source>Reading pictures</source>
        <translation>正在读取图片</translation>
    </message>
    <message>
        <source>Comparing pictures</source>
        <translation>正在比较图片</translation>
    </message>
    <message>
        <source>Leaks (a picture in both splits): %L1 · duplicates within a split: %L2 · see the Health page</source>
        <translation>泄漏（同一图片在两个划分中）：%L1 · 划分内的重复：%L2 · 见“健康”页</translation>
    </message>
    <message>
        <source>Smaller than the %1-pixel network input (enlarged when training): %L2 pictures</source>
        <translation>小于 %1 像素的网络输入（训练时放大）：%L2 张图片</translation>
    </message>
</context>
<context>
    <name>osprey::ui::EvaluationView</name>
    <message>
        <source>No run open: choose one in the Runs tab (Evaluate) or open its folder.</source>
        <translation>未打开运行：在“运行”选项卡中选择一个（评估），或打开其文件夹。</translation>
    </message>
    <message>
        <source>Open run folder…</source>
        <translation>打开运行文件夹…</translation>
    </message>
    <message>
        <source>Epoch:</source>
        <translation>轮次：</translation>
    </message>
    <message>
        <source>Rows: the true class; columns: the predicted one. Click a cell to see its pictures.</source>
        <translation>行：真实类别；列：预测类别。点击单元格查看其图片。</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精确率</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>召回率</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Pictures</source>
        <translation>图片</translation>
    </message>
    <message>
        <source>Click a cell of the matrix to see the pictures behind it.</source>
        <translation>点击矩阵的单元格以查看其背后的图片。</translation>
    </message>
    <message>
        <source>Run folder</source>
        <translation>运行文件夹</translation>
    </message>
    <message>
        <source>Reading the records of %1 …</source>
        <translation>正在读取 %1 的记录 …</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c00&apos;&gt;%1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c00&apos;&gt;%1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;epoch %2 · top-1 %3%</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;第 %2 轮 · top-1 %3%</translation>
    </message>
    <message>
        <source>%L1 pictures of %2, predicted right</source>
        <translation>%L1 张 %2 图片，预测正确</translation>
    </message>
    <message>
        <source>%L1 pictures of %2 predicted as %3</source>
        <translation>%L1 张 %2 图片被预测为 %3</translation>
    </message>
    <message>
        <source>%L1 recorded pictures are no longer in the dataset.</source>
        <translation>%L1 张已记录的图片已不在数据集中。</translation>
    </message>
    <message>
        <source>(%L1 of them cannot be shown: %2)</source>
        <translation>（其中 %L1 张无法显示：%2）</translation>
    </message>
    <message>
        <source>The score a detection needs to count in the matrix and the per-class figures</source>
        <translation>检测结果计入矩阵和各类别指标所需的分数</translation>
    </message>
    <message>
        <source>Save F1-best thresholds</source>
        <translation>保存 F1 最佳阈值</translation>
    </message>
    <message>
        <source>Save each class&apos;s F1-best threshold with the run (thresholds.json): predict --run and the Inference view then use them</source>
        <translation>将每个类别的 F1 最佳阈值随运行保存（thresholds.json）：predict --run 和推理视图随后使用它们</translation>
    </message>
    <message>
        <source>Save this threshold</source>
        <translation>保存此阈值</translation>
    </message>
    <message>
        <source>Save this threshold for every class with the run (thresholds.json)</source>
        <translation>将此阈值作为所有类别的阈值随运行保存（thresholds.json）</translation>
    </message>
    <message>
        <source>Score threshold:</source>
        <translation>分数阈值：</translation>
    </message>
    <message>
        <source>Precision and recall (IoU 0.5)</source>
        <translation>精确率与召回率（IoU 0.5）</translation>
    </message>
    <message>
        <source>recall</source>
        <translation>召回率</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>精确率</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;epoch %2 · AP50 %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;第 %2 轮 · AP50 %3</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>框数</translation>
    </message>
    <message>
        <source>F1-best at</source>
        <translation>F1 最佳阈值</translation>
    </message>
    <message>
        <source>Best F1</source>
        <translation>最佳 F1</translation>
    </message>
    <message>
        <source>AP50</source>
        <translation>AP50</translation>
    </message>
    <message>
        <source>never found</source>
        <translation>从未检出</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1（阈值 %2）</translation>
    </message>
    <message>
        <source>%L1 boxes of %2 nothing found, in %L3 pictures (dashed)</source>
        <translation>%L1 个 %2 标注框未被检出，分布在 %L3 张图片中（虚线）</translation>
    </message>
    <message>
        <source>%L1 boxes of %2 found, in %L3 pictures</source>
        <translation>%L1 个 %2 标注框被检出，分布在 %L3 张图片中</translation>
    </message>
    <message>
        <source>%L1 boxes of %2 detected as %3, in %L4 pictures (red)</source>
        <translation>%L1 个 %2 标注框被检测为 %3，分布在 %L4 张图片中（红色）</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c00&apos;&gt;The thresholds were not saved: %1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c00&apos;&gt;阈值未保存：%1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Saved %1 (%2): predict --run and the Inference view now use them.</source>
        <translation>已保存 %1（%2）：predict --run 和推理视图现在使用它们。</translation>
    </message>
    <message>
        <source>Note: they load the weights of epoch %1, and these thresholds were chosen at epoch %2; pick epoch %1 above to choose them for those weights.</source>
        <translation>注意：它们加载的是第 %1 轮的权重，而这些阈值是在第 %2 轮选定的；请在上方选择第 %1 轮，为这些权重选定阈值。</translation>
    </message>
    <message>
        <source>%L1 detections of %2 that match no box (nothing there, or a box another detection found already), in %L3 pictures (red)</source>
        <translation>%L1 个 %2 检测结果未匹配任何标注框（该处没有目标，或该框已被其他检测结果匹配），分布在 %L3 张图片中（红色）</translation>
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
    <message>
        <source>Inspection</source>
        <translation>检查</translation>
    </message>
</context>
<context>
    <name>osprey::ui::ExportDialog</name>
    <message>
        <source>Export run as ONNX</source>
        <translation>将运行导出为 ONNX</translation>
    </message>
    <message>
        <source>Writes run #%1 (%2) as one ONNX file, with its preprocessing and class names inside: for OpenCV&apos;s dnn module, osprey-infer, ONNX Runtime or TensorRT.</source>
        <translation>将运行 #%1（%2）写为一个 ONNX 文件，其中包含预处理和类别名称：可用于 OpenCV 的 dnn 模块、osprey-infer、ONNX Runtime 或 TensorRT。</translation>
    </message>
    <message>
        <source>Averaged (EMA) weights</source>
        <translation>平均（EMA）权重</translation>
    </message>
    <message>
        <source>The exponential moving average the run kept beside its weights, when it kept one</source>
        <translation>运行在权重之外保存的指数移动平均（如果有）</translation>
    </message>
    <message>
        <source>Weights:</source>
        <translation>权重：</translation>
    </message>
    <message>
        <source>OpenCV: raw outputs, decoding by the reader</source>
        <translation>OpenCV：原始输出，由读取方解码</translation>
    </message>
    <message>
        <source>Full: decoding and NMS inside (ONNX Runtime, TensorRT)</source>
        <translation>完整：模型内含解码与 NMS（ONNX Runtime、TensorRT）</translation>
    </message>
    <message>
        <source>Classifier: logits</source>
        <translation>分类器：logits</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>配置：</translation>
    </message>
    <message>
        <source>Opset:</source>
        <translation>Opset：</translation>
    </message>
    <message>
        <source>any (dynamic)</source>
        <translation>任意（动态）</translation>
    </message>
    <message>
        <source>Images per run: a number, or any number decided when the model runs</source>
        <translation>每次运行的图像数：一个数字，或在模型运行时决定的任意数量</translation>
    </message>
    <message>
        <source>Batch:</source>
        <translation>批量：</translation>
    </message>
    <message>
        <source>as trained</source>
        <translation>与训练时相同</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source>Input size:</source>
        <translation>输入尺寸：</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Export as</source>
        <translation>导出为</translation>
    </message>
    <message>
        <source>ONNX models (*.onnx)</source>
        <translation>ONNX 模型 (*.onnx)</translation>
    </message>
    <message>
        <source>Replace file?</source>
        <translation>替换文件？</translation>
    </message>
    <message>
        <source>%1 exists. Replace it?</source>
        <translation>%1 已存在。是否替换？</translation>
    </message>
    <message>
        <source>Exporting…</source>
        <translation>正在导出…</translation>
    </message>
    <message>
        <source>Wrote %1: %2 nodes, %3; outputs: %4.</source>
        <translation>已写出 %1：%2 个节点，%3；输出：%4。</translation>
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
        <source>Decode JPEGs on (CPU or GPU)</source>
        <translation>JPEG 解码位置（CPU 或 GPU）</translation>
    </message>
    <message>
        <source>Update all weights at once (multi-tensor)</source>
        <translation>一次更新所有权重（多张量）</translation>
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
    <message>
        <source>Keep per-image results of each validation</source>
        <translation>保存每次验证的逐图像结果</translation>
    </message>
    <message>
        <source>Keep training margins (suspected label errors)</source>
        <translation>保存训练间隔（疑似标签错误）</translation>
    </message>
    <message>
        <source>Pictures to leave out (list file)</source>
        <translation>要排除的图片（列表文件）</translation>
    </message>
    <message>
        <source>Weight snapshots every (epochs; 0: off)</source>
        <translation>权重快照间隔（轮；0：关闭）</translation>
    </message>
    <message>
        <source>Write TensorBoard event files</source>
        <translation>写入 TensorBoard 事件文件</translation>
    </message>
    <message>
        <source>Training shards (glob)</source>
        <translation>训练分片（通配）</translation>
    </message>
    <message>
        <source>Validation shards (glob)</source>
        <translation>验证分片（通配）</translation>
    </message>
    <message>
        <source>Skip corrupt records</source>
        <translation>跳过损坏的记录</translation>
    </message>
    <message>
        <source>Picture feature (TFRecord)</source>
        <translation>图像特征（TFRecord）</translation>
    </message>
    <message>
        <source>Label feature (TFRecord)</source>
        <translation>标签特征（TFRecord）</translation>
    </message>
    <message>
        <source>First class&apos;s stored label (TFRecord)</source>
        <translation>第一个类别的存储标签（TFRecord）</translation>
    </message>
    <message>
        <source>Class name feature (TFRecord)</source>
        <translation>类别名称特征（TFRecord）</translation>
    </message>
    <message>
        <source>Box feature prefix (TFRecord)</source>
        <translation>框特征前缀（TFRecord）</translation>
    </message>
    <message>
        <source>Box class id feature (TFRecord)</source>
        <translation>框类别 ID 特征（TFRecord）</translation>
    </message>
    <message>
        <source>Box class name feature (TFRecord)</source>
        <translation>框类别名称特征（TFRecord）</translation>
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
    <message>
        <source>The run&apos;s per-class thresholds</source>
        <translation>运行保存的各类别阈值</translation>
    </message>
    <message>
        <source>From %1: %2</source>
        <translation>来自 %1：%2</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c00&apos;&gt;%1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c00&apos;&gt;%1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Classes without a saved threshold: boxes scoring below this are hidden</source>
        <translation>没有保存阈值的类别：分数低于此值的框将被隐藏</translation>
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
    <message>
        <source>Evaluation</source>
        <translation>评估</translation>
    </message>
    <message>
        <source>Suspected errors</source>
        <translation>疑似错误</translation>
    </message>
    <message>
        <source>New experiment</source>
        <translation>新实验</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
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
    <message>
        <source>YAML directives must have exactly one argument</source>
        <translation>YAML 指令必须恰好有一个参数</translation>
    </message>
    <message>
        <source>YAML major version too large</source>
        <translation>YAML 主版本号过大</translation>
    </message>
    <message>
        <source>repeated YAML directive</source>
        <translation>重复的 YAML 指令</translation>
    </message>
    <message>
        <source>TAG directives must have exactly two arguments</source>
        <translation>TAG 指令必须恰好有两个参数</translation>
    </message>
    <message>
        <source>repeated TAG directive</source>
        <translation>重复的 TAG 指令</translation>
    </message>
    <message>
        <source>illegal character found while scanning tag handle</source>
        <translation>读取标签句柄时发现非法字符</translation>
    </message>
    <message>
        <source>tag handle with no suffix</source>
        <translation>标签句柄没有后缀</translation>
    </message>
    <message>
        <source>end of verbatim tag not found</source>
        <translation>未找到逐字标签的结尾</translation>
    </message>
    <message>
        <source>cannot assign multiple tags to the same node</source>
        <translation>不能给同一节点指定多个标签</translation>
    </message>
    <message>
        <source>cannot assign multiple anchors to the same node</source>
        <translation>不能给同一节点指定多个锚点</translation>
    </message>
    <message>
        <source>cannot assign multiple aliases to the same node</source>
        <translation>不能给同一节点指定多个别名</translation>
    </message>
    <message>
        <source>aliases can&apos;t have any content, *including* tags</source>
        <translation>别名不能有任何内容，*包括*标签</translation>
    </message>
    <message>
        <source>bad character found while scanning hex number</source>
        <translation>读取十六进制数时发现错误字符</translation>
    </message>
    <message>
        <source>illegal character found while scanning alias</source>
        <translation>读取别名时发现非法字符</translation>
    </message>
    <message>
        <source>illegal character found while scanning anchor</source>
        <translation>读取锚点时发现非法字符</translation>
    </message>
    <message>
        <source>cannot set zero indentation for a block scalar</source>
        <translation>块标量的缩进不能为零</translation>
    </message>
    <message>
        <source>unexpected character in block scalar</source>
        <translation>块标量中有意外字符</translation>
    </message>
    <message>
        <source>cannot assign the same alias to multiple nodes</source>
        <translation>不能把同一别名指定给多个节点</translation>
    </message>
    <message>
        <source>unexpected end sequence token</source>
        <translation>意外的序列结束标记</translation>
    </message>
    <message>
        <source>unexpected end map token</source>
        <translation>意外的映射结束标记</translation>
    </message>
    <message>
        <source>invalid character in single-quoted string</source>
        <translation>单引号字符串中有无效字符</translation>
    </message>
    <message>
        <source>invalid anchor</source>
        <translation>无效的锚点</translation>
    </message>
    <message>
        <source>invalid alias</source>
        <translation>无效的别名</translation>
    </message>
    <message>
        <source>invalid tag</source>
        <translation>无效的标签</translation>
    </message>
    <message>
        <source>bad YAML version: %1</source>
        <translation>错误的 YAML 版本：%1</translation>
    </message>
    <message>
        <source>invalid unicode: %1</source>
        <translation>无效的 Unicode：%1</translation>
    </message>
    <message>
        <source>unknown escape character: %1</source>
        <translation>未知的转义字符：%1</translation>
    </message>
    <message>
        <source>%1 needs %2 = 0: a mixed image carries two labels, so its margin is undefined</source>
        <translation>%1 需要 %2 = 0：混合图像带有两个标签，因此其间隔没有定义</translation>
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
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Write the run&apos;s checkpoint as an ONNX file</source>
        <translation>将运行的检查点写为 ONNX 文件</translation>
    </message>
    <message>
        <source>Evaluate</source>
        <translation>评估</translation>
    </message>
    <message>
        <source>The run&apos;s confusion matrix and the pictures behind each cell, in the Evaluation tab</source>
        <translation>运行的混淆矩阵及每个单元格背后的图片，显示在“评估”选项卡中</translation>
    </message>
    <message>
        <source>Suspected errors</source>
        <translation>疑似错误</translation>
    </message>
    <message>
        <source>The run&apos;s pictures ranked by how likely their label is wrong, to mark for exclusion or relabelling, in the Suspected errors tab</source>
        <translation>按标签出错的可能性排列该运行的图片，可在“疑似错误”标签页中标记为排除或重新标注</translation>
    </message>
    <message>
        <source>Nothing was deleted: run #%1 %2 is in use (%3).</source>
        <translation>未删除任何内容：运行 #%1 %2 正在被使用（%3）。</translation>
    </message>
    <message>
        <source>TensorBoard</source>
        <translation>TensorBoard</translation>
    </message>
    <message>
        <source>Show the selected runs in TensorBoard (their tensorboard/ folders)</source>
        <translation>在 TensorBoard 中显示所选运行（其 tensorboard/ 文件夹）</translation>
    </message>
    <message>
        <source>TensorBoard ended before it served the runs:

%1</source>
        <translation>TensorBoard 在显示这些运行之前就已退出：

%1</translation>
    </message>
    <message>
        <source>TensorBoard is not installed here (no &apos;tensorboard&apos; on the PATH). Where it is installed (pip install tensorboard), this shows the selected runs:</source>
        <translation>此处未安装 TensorBoard（PATH 中没有 &apos;tensorboard&apos;）。在已安装的环境中（pip install tensorboard），以下命令可显示所选运行：</translation>
    </message>
</context>
<context>
    <name>osprey::ui::ScrubberModel</name>
    <message>
        <source>running…</source>
        <translation>运行中……</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>boxes: %1</source>
        <translation>框：%1</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>图片</translation>
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
    <name>osprey::ui::SuspectedErrorsView</name>
    <message>
        <source>missing box?</source>
        <translation>缺少框？</translation>
    </message>
    <message>
        <source>spurious box?</source>
        <translation>多余框？</translation>
    </message>
    <message>
        <source>mislocated?</source>
        <translation>位置偏差？</translation>
    </message>
    <message>
        <source>wrong class?</source>
        <translation>类别错误？</translation>
    </message>
    <message>
        <source>Possibly a missing box: %1 found at score %2 where no box is.</source>
        <translation>可能缺少框：在没有框的位置以分数 %2 检测到 %1。</translation>
    </message>
    <message>
        <source>Possibly a spurious box: nothing found near this %1 box.</source>
        <translation>可能是多余的框：这个 %1 框附近没有检测到任何东西。</translation>
    </message>
    <message>
        <source>Possibly a mislocated box: %1 found overlapping it by IoU %2.</source>
        <translation>可能是位置偏差的框：检测到的 %1 与其重叠的 IoU 为 %2。</translation>
    </message>
    <message>
        <source>Possibly a wrong class: a %1 box found as %2 at score %3.</source>
        <translation>可能类别错误：一个 %1 框被以分数 %3 检测为 %2。</translation>
    </message>
    <message numerus="yes">
        <source>(%n more finding(s))</source>
        <translation>
            <numerusform>（另有 %n 项发现）</numerusform>
        </translation>
    </message>
    <message>
        <source>Area under the margin %1 over epochs %2 to %3: the model kept preferring another class.</source>
        <translation>第 %2 至 %3 轮的边际曲线下面积为 %1：模型一直倾向于另一个类别。</translation>
    </message>
    <message>
        <source>Mistakenness %1: labelled %2, predicted %3.</source>
        <translation>错误度 %1：标注为 %2，预测为 %3。</translation>
    </message>
    <message>
        <source>Mistakenness %1: predicted its label, unsure.</source>
        <translation>错误度 %1：预测为其标签，但不确定。</translation>
    </message>
    <message>
        <source>No run open: choose one in the Runs tab (Suspected errors) or open its folder.</source>
        <translation>未打开运行：请在“运行”标签页中选择一个（疑似错误）或打开其文件夹。</translation>
    </message>
    <message>
        <source>Findings:</source>
        <translation>发现：</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Missing boxes</source>
        <translation>缺少的框</translation>
    </message>
    <message>
        <source>Spurious boxes</source>
        <translation>多余的框</translation>
    </message>
    <message>
        <source>Mislocated boxes</source>
        <translation>位置偏差的框</translation>
    </message>
    <message>
        <source>Wrong classes</source>
        <translation>错误的类别</translation>
    </message>
    <message>
        <source>Open run folder…</source>
        <translation>打开运行文件夹…</translation>
    </message>
    <message>
        <source>Exclude</source>
        <translation>排除</translation>
    </message>
    <message>
        <source>Leave the selected pictures out of a next experiment</source>
        <translation>在下一个实验中排除所选图片</translation>
    </message>
    <message>
        <source>Relabel as</source>
        <translation>重新标注为</translation>
    </message>
    <message>
        <source>List the selected pictures for relabelling in your labelling tool</source>
        <translation>列出所选图片，以便在标注工具中重新标注</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Remove the selected pictures&apos; marks</source>
        <translation>移除所选图片的标记</translation>
    </message>
    <message>
        <source>New experiment without these</source>
        <translation>不含这些图片的新实验</translation>
    </message>
    <message>
        <source>Open the run&apos;s experiment as a new one that leaves the excluded pictures out (data.exclude_list)</source>
        <translation>将该运行的实验作为新实验打开，并排除已标记排除的图片（data.exclude_list）</translation>
    </message>
    <message>
        <source>Mark the selected:</source>
        <translation>标记所选：</translation>
    </message>
    <message>
        <source>Run folder</source>
        <translation>运行文件夹</translation>
    </message>
    <message>
        <source>Reading the records of %1 …</source>
        <translation>正在读取 %1 的记录…</translation>
    </message>
    <message>
        <source>ranked by the area under the margin of epochs %1 to %2</source>
        <translation>按第 %1 至 %2 轮的边际曲线下面积排序</translation>
    </message>
    <message>
        <source>ranked from the validation of epoch %1</source>
        <translation>按第 %1 轮的验证排序</translation>
    </message>
    <message>
        <source>%L1 ranked pictures are no longer in the dataset.</source>
        <translation>%L1 张已排序的图片已不在数据集中。</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c00&apos;&gt;%1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c00&apos;&gt;%1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>Training pictures</source>
        <translation>训练图片</translation>
    </message>
    <message>
        <source>Validation pictures</source>
        <translation>验证图片</translation>
    </message>
    <message>
        <source>Training pictures, by the area under the margin</source>
        <translation>训练图片，按边际曲线下面积</translation>
    </message>
    <message>
        <source>Training pictures, by mistakenness</source>
        <translation>训练图片，按错误度</translation>
    </message>
    <message>
        <source>Validation pictures, by mistakenness</source>
        <translation>验证图片，按错误度</translation>
    </message>
    <message>
        <source>Nothing is suspected in these records.</source>
        <translation>这些记录中没有可疑之处。</translation>
    </message>
    <message>
        <source>The %L1 most suspected of %L2 ranked pictures, most likely wrong first. Select pictures to mark them.</source>
        <translation>%L2 张已排序图片中最可疑的 %L1 张，最可能出错的在前。选择图片以标记它们。</translation>
    </message>
    <message>
        <source>Show %L1 more</source>
        <translation>再显示 %L1 张</translation>
    </message>
    <message>
        <source>The marks could not be saved: %1</source>
        <translation>无法保存标记：%1</translation>
    </message>
    <message>
        <source>%L1 pictures marked to exclude, %L2 to relabel; kept in %3</source>
        <translation>%L1 张图片标记为排除，%L2 张标记为重新标注；保存在 %3</translation>
    </message>
    <message>
        <source>(%L1 of them from the run&apos;s own exclude list %2)</source>
        <translation>（其中 %L1 张来自该运行自己的排除列表 %2）</translation>
    </message>
    <message>
        <source>The run&apos;s own exclude list cannot be read, so its names are not carried over: %1</source>
        <translation>无法读取该运行自己的排除列表，因此未沿用其中的名称：%1</translation>
    </message>
    <message>
        <source>The saved marks cannot be read, so nothing can be marked until the file is fixed or removed and the run opened again: %1</source>
        <translation>无法读取已保存的标记；在修复或删除该文件并重新打开运行之前，无法进行任何标记：%1</translation>
    </message>
    <message>
        <source>The exclude list could not be copied for the new experiment: %1</source>
        <translation>无法为新实验复制排除列表：%1</translation>
    </message>
</context>
<context>
    <name>osprey::ui::SuspectsModel</name>
    <message>
        <source>exclude</source>
        <translation>排除</translation>
    </message>
    <message>
        <source>relabel as %1</source>
        <translation>重新标注为 %1</translation>
    </message>
    <message>
        <source>predicted %1</source>
        <translation>预测为 %1</translation>
    </message>
    <message>
        <source>labelled %1</source>
        <translation>标注为 %1</translation>
    </message>
    <message>
        <source>marked: %1</source>
        <translation>已标记：%1</translation>
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
