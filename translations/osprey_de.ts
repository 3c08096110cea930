<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BrowsedDataset</name>
    <message>
        <source>%1 (crowd)</source>
        <translation>%1 (Gruppe)</translation>
    </message>
    <message>
        <source>cannot be read or decoded</source>
        <translation>kann nicht gelesen oder dekodiert werden</translation>
    </message>
    <message>
        <source>unreadable: %1</source>
        <translation>unlesbar: %1</translation>
    </message>
</context>
<context>
    <name>Duration</name>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>ExperimentTemplates</name>
    <message>
        <source>Digits classification (demo, CIFAR ResNet-20)</source>
        <translation>Ziffern-Klassifikation (Demo, CIFAR ResNet-20)</translation>
    </message>
    <message>
        <source>Shapes detection (demo, RetinaNet ResNet-18)</source>
        <translation>Formen-Detektion (Demo, RetinaNet ResNet-18)</translation>
    </message>
    <message>
        <source>CIFAR-10 ResNet-20</source>
        <translation>ResNet-20 auf CIFAR-10</translation>
    </message>
    <message>
        <source>ImageNet ResNet-50 v1.5</source>
        <translation>ResNet-50 v1.5 auf ImageNet</translation>
    </message>
    <message>
        <source>COCO SSD300 ResNet-34</source>
        <translation>SSD300 mit ResNet-34 auf COCO</translation>
    </message>
    <message>
        <source>RetinaNet ResNet-50 FPN on your own data</source>
        <translation>RetinaNet ResNet-50 FPN mit eigenen Daten</translation>
    </message>
    <message>
        <source>COCO EfficientDet-D0</source>
        <translation>EfficientDet-D0 auf COCO</translation>
    </message>
</context>
<context>
    <name>RunProgress</name>
    <message>
        <source>epoch %1/%2</source>
        <translation>Epoche %1/%2</translation>
    </message>
    <message>
        <source>ETA %1</source>
        <translation>Restzeit %1</translation>
    </message>
    <message>
        <source>device %1</source>
        <translation>Gerät %1</translation>
    </message>
    <message>
        <source>world size %1</source>
        <translation>Prozesse %1</translation>
    </message>
    <message>
        <source>best %1</source>
        <translation>bester Wert %1</translation>
    </message>
    <message>
        <source>stopping…</source>
        <translation>wird beendet…</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Workbench for training, evaluating and running vision models</source>
        <translation>Werkbank zum Trainieren, Auswerten und Ausführen von Bildverarbeitungsmodellen</translation>
    </message>
    <message>
        <source>Experiment YAML file to open</source>
        <translation>Zu öffnende Experiment-YAML-Datei</translation>
    </message>
    <message>
        <source>Train the digits demo, save a PNG of each view into this folder and quit (for the documentation)</source>
        <translation>Ziffern-Demo trainieren, von jeder Ansicht ein PNG in diesem Ordner speichern und beenden (für die Dokumentation)</translation>
    </message>
    <message>
        <source>Window size for --screenshots, e.g. 1024x700 (default 1440x900)</source>
        <translation>Fenstergröße für --screenshots, z. B. 1024x700 (Standard 1440x900)</translation>
    </message>
    <message>
        <source>Language for this session (en, de, zh_CN); default: the one chosen in Settings</source>
        <translation>Sprache für diese Sitzung (en, de, zh_CN); Vorgabe: die in den Einstellungen gewählte</translation>
    </message>
    <message>
        <source>Epochs of the digits demo for --screenshots (default 6)</source>
        <translation>Epochen der Ziffern-Demo für --screenshots (Vorgabe 6)</translation>
    </message>
</context>
<context>
    <name>osprey::ConfigSchema</name>
    <message>
        <source>Schema version of this experiment file</source>
        <translation>Schemaversion dieser Experimentdatei</translation>
    </message>
    <message>
        <source>Run name shown in the run list; empty: the config file&apos;s name</source>
        <translation>Name des Laufs in der Laufliste; leer: der Name der Konfigurationsdatei</translation>
    </message>
    <message>
        <source>What the model learns: image classes, or boxes of objects</source>
        <translation>Was das Modell lernt: Bildklassen oder Rahmen um Objekte</translation>
    </message>
    <message>
        <source>Seed for initialisation, shuffling and augmentation</source>
        <translation>Startwert für Initialisierung, Mischen und Augmentierung</translation>
    </message>
    <message>
        <source>Dataset format. Classification: the built-in digits demo, class-per-folder images, CIFAR binary, synthetic. Detection: the built-in shapes demo, COCO instances JSON, Pascal VOC XML, YOLO txt</source>
        <translation>Format des Datensatzes. Klassifikation: die eingebaute Ziffern-Demo, Bilder mit einem Ordner pro Klasse, CIFAR-Binärdateien, synthetische Daten. Erkennung: die eingebaute Formen-Demo, COCO-Instanzen (JSON), Pascal VOC (XML), YOLO (txt)</translation>
    </message>
    <message>
        <source>Dataset location: a folder (folder, cifar, coco, voc), digits.png (digits; empty: Debian&apos;s opencv-doc copy) or the data.yaml (yolo)</source>
        <translation>Ort des Datensatzes: ein Ordner (folder, cifar, coco, voc), digits.png (digits; leer: die Kopie aus Debians opencv-doc) oder die data.yaml (yolo)</translation>
    </message>
    <message>
        <source>Training split: sub-folder of data.root (folder, coco images) or image list (voc)</source>
        <translation>Trainingsteil: Unterordner von data.root (folder, coco-Bilder) oder Bildliste (voc)</translation>
    </message>
    <message>
        <source>Validation split as data.train_split; a missing folder (folder format) splits off data.val_fraction</source>
        <translation>Validierungsteil wie data.train_split; fehlt der Ordner (Format folder), wird data.val_fraction abgetrennt</translation>
    </message>
    <message>
        <source>COCO instances JSON of the training split; empty: &lt;data.root&gt;/annotations/instances_&lt;train_split&gt;.json</source>
        <translation>COCO-Instanzen-JSON des Trainingsteils; leer: &lt;data.root&gt;/annotations/instances_&lt;train_split&gt;.json</translation>
    </message>
    <message>
        <source>COCO instances JSON of the validation split; empty: &lt;data.root&gt;/annotations/instances_&lt;val_split&gt;.json</source>
        <translation>COCO-Instanzen-JSON des Validierungsteils; leer: &lt;data.root&gt;/annotations/instances_&lt;val_split&gt;.json</translation>
    </message>
    <message>
        <source>Training images of the shapes demo</source>
        <translation>Trainingsbilder der Formen-Demo</translation>
    </message>
    <message>
        <source>Validation images of the shapes demo</source>
        <translation>Validierungsbilder der Formen-Demo</translation>
    </message>
    <message>
        <source>Side of the shapes demo&apos;s square pictures, pixels (objects scale with it)</source>
        <translation>Seitenlänge der quadratischen Bilder der Formen-Demo in Pixeln (die Objekte wachsen mit)</translation>
    </message>
    <message>
        <source>Share of each class held out for validation when there is no validation split</source>
        <translation>Anteil jeder Klasse, der zur Validierung zurückgehalten wird, wenn es keinen Validierungsteil gibt</translation>
    </message>
    <message>
        <source>Side of the square network input, pixels</source>
        <translation>Seitenlänge der quadratischen Netzeingabe in Pixeln</translation>
    </message>
    <message>
        <source>Number of classes (synthetic data only)</source>
        <translation>Anzahl der Klassen (nur synthetische Daten)</translation>
    </message>
    <message>
        <source>Images per epoch (synthetic data only)</source>
        <translation>Bilder pro Epoche (nur synthetische Daten)</translation>
    </message>
    <message>
        <source>Decoding and augmentation threads; 0 loads on the training thread</source>
        <translation>Threads zum Dekodieren und Augmentieren; 0 lädt im Trainingsthread</translation>
    </message>
    <message>
        <source>Batches prepared ahead of the training step</source>
        <translation>Im Voraus vorbereitete Batches vor dem Trainingsschritt</translation>
    </message>
    <message>
        <source>Keep decoded images in memory after the first epoch</source>
        <translation>Dekodierte Bilder nach der ersten Epoche im Speicher behalten</translation>
    </message>
    <message>
        <source>Largest share of unreadable images that is skipped; more fails the run</source>
        <translation>Größter Anteil unlesbarer Bilder, der übersprungen wird; bei mehr schlägt der Lauf fehl</translation>
    </message>
    <message>
        <source>Registered model name (osprey-cli models lists them)</source>
        <translation>Name eines registrierten Modells (osprey-cli models listet sie auf)</translation>
    </message>
    <message>
        <source>Output classes; 0: the number of classes in the dataset</source>
        <translation>Ausgabeklassen; 0: die Anzahl der Klassen im Datensatz</translation>
    </message>
    <message>
        <source>Normalisation layers: batch norm, or group norm for small per-process batches (ResNets, detectors: EfficientDet&apos;s BiFPN and heads)</source>
        <translation>Normalisierungsschichten: Batch-Norm oder Group-Norm für kleine Batches pro Prozess (ResNets, Detektoren: BiFPN und Köpfe von EfficientDet)</translation>
    </message>
    <message>
        <source>Groups of each group-norm layer</source>
        <translation>Gruppen jeder Group-Norm-Schicht</translation>
    </message>
    <message>
        <source>Start from these weights: an Osprey checkpoint, a PyTorch .pth/.pt with torchvision names, or .safetensors; empty: random initialisation</source>
        <translation>Mit diesen Gewichten beginnen: ein Osprey-Checkpoint, eine PyTorch-Datei .pth/.pt mit torchvision-Namen oder .safetensors; leer: zufällige Initialisierung</translation>
    </message>
    <message>
        <source>Fail when the weights lack a tensor, have extra ones or other shapes (a different class count only replaces the classifier head); off: load what fits and report the rest</source>
        <translation>Fehlschlagen, wenn den Gewichten ein Tensor fehlt, sie zusätzliche oder anders geformte haben (eine andere Klassenzahl ersetzt nur den Klassifikatorkopf); aus: laden, was passt, und den Rest melden</translation>
    </message>
    <message>
        <source>Detection: start the backbone from an ImageNet classifier&apos;s weights (torchvision names, e.g. resnet50.pth); the rest starts at random</source>
        <translation>Erkennung: das Rückgrat mit den Gewichten eines ImageNet-Klassifikators beginnen (torchvision-Namen, z. B. resnet50.pth); der Rest beginnt zufällig</translation>
    </message>
    <message>
        <source>Detection (RetinaNet, EfficientDet): base anchor size per pyramid level P3-P7, input pixels; empty: 32, 64, 128, 256, 512</source>
        <translation>Erkennung (RetinaNet, EfficientDet): Grundgröße der Anker je Pyramidenstufe P3-P7 in Eingabepixeln; leer: 32, 64, 128, 256, 512</translation>
    </message>
    <message>
        <source>Start each residual block&apos;s last batch-norm scale at zero</source>
        <translation>Den Skalierungsfaktor der letzten Batch-Norm jedes Residualblocks mit null beginnen</translation>
    </message>
    <message>
        <source>Training geometry: random-resized crop, or the evaluation resize and center crop, or plain resize</source>
        <translation>Geometrie beim Training: zufälliger skalierter Ausschnitt, die Skalierung mit Mittelausschnitt wie bei der Auswertung oder einfaches Skalieren</translation>
    </message>
    <message>
        <source>Random-resized-crop area range, as a share of the image</source>
        <translation>Flächenbereich des zufälligen Ausschnitts als Anteil am Bild</translation>
    </message>
    <message>
        <source>Random-resized-crop aspect-ratio range</source>
        <translation>Bereich des Seitenverhältnisses des zufälligen Ausschnitts</translation>
    </message>
    <message>
        <source>Probability of a horizontal flip</source>
        <translation>Wahrscheinlichkeit einer horizontalen Spiegelung</translation>
    </message>
    <message>
        <source>Evaluation geometry: resize the shorter side then center crop, or plain resize</source>
        <translation>Geometrie bei der Auswertung: die kürzere Seite skalieren, dann mittig ausschneiden, oder einfach skalieren</translation>
    </message>
    <message>
        <source>Shorter side before the center crop; 0: data.input_size</source>
        <translation>Kürzere Seite vor dem Mittelausschnitt; 0: data.input_size</translation>
    </message>
    <message>
        <source>Detection geometry: stretch to the square input, or keep the aspect ratio and pad</source>
        <translation>Geometrie bei der Erkennung: auf die quadratische Eingabe strecken oder das Seitenverhältnis behalten und auffüllen</translation>
    </message>
    <message>
        <source>Detection training: SSD&apos;s random crop around a minimum IoU with some box</source>
        <translation>Training der Erkennung: zufälliger Ausschnitt wie bei SSD mit einer Mindest-IoU zu einem Rahmen</translation>
    </message>
    <message>
        <source>Detection training: random brightness, contrast, saturation and hue</source>
        <translation>Training der Erkennung: zufällige Helligkeit, Kontrast, Sättigung und Farbton</translation>
    </message>
    <message>
        <source>Per-channel mean (RGB, 0..1) subtracted after scaling to 0..1</source>
        <translation>Mittelwert je Kanal (RGB, 0..1), der nach dem Skalieren auf 0..1 abgezogen wird</translation>
    </message>
    <message>
        <source>Per-channel standard deviation (RGB) divided by</source>
        <translation>Standardabweichung je Kanal (RGB), durch die geteilt wird</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>Base learning rate (per 256 images if optim.scale_lr)</source>
        <translation>Grundlernrate (je 256 Bilder, wenn optim.scale_lr)</translation>
    </message>
    <message>
        <source>Multiply the base LR by global batch / 256</source>
        <translation>Die Grundlernrate mit globalem Batch / 256 multiplizieren</translation>
    </message>
    <message>
        <source>Momentum (SGD, RMSprop)</source>
        <translation>Impuls (SGD, RMSprop)</translation>
    </message>
    <message>
        <source>Nesterov momentum (SGD)</source>
        <translation>Nesterov-Impuls (SGD)</translation>
    </message>
    <message>
        <source>L2 weight decay (decoupled for AdamW)</source>
        <translation>L2-Gewichtsabnahme (bei AdamW entkoppelt)</translation>
    </message>
    <message>
        <source>Exclude batch-norm parameters and biases from weight decay</source>
        <translation>Batch-Norm-Parameter und Bias-Werte von der Gewichtsabnahme ausnehmen</translation>
    </message>
    <message>
        <source>AdamW betas</source>
        <translation>Beta-Werte von AdamW</translation>
    </message>
    <message>
        <source>RMSprop smoothing constant</source>
        <translation>Glättungskonstante von RMSprop</translation>
    </message>
    <message>
        <source>Denominator epsilon (RMSprop, AdamW)</source>
        <translation>Epsilon im Nenner (RMSprop, AdamW)</translation>
    </message>
    <message>
        <source>Clip the global gradient norm to this value; 0: no clipping</source>
        <translation>Die globale Gradientennorm auf diesen Wert begrenzen; 0: keine Begrenzung</translation>
    </message>
    <message>
        <source>Learning-rate schedule</source>
        <translation>Lernratenplan</translation>
    </message>
    <message>
        <source>Epochs at which the step schedule multiplies the LR by schedule.gamma</source>
        <translation>Epochen, in denen der Stufenplan die Lernrate mit schedule.gamma multipliziert</translation>
    </message>
    <message>
        <source>Step schedule factor</source>
        <translation>Faktor des Stufenplans</translation>
    </message>
    <message>
        <source>Linear warm-up from near zero to the base LR over this many epochs</source>
        <translation>Lineares Aufwärmen von fast null auf die Grundlernrate über so viele Epochen</translation>
    </message>
    <message>
        <source>Final LR of the cosine schedule</source>
        <translation>Endlernrate des Kosinusplans</translation>
    </message>
    <message>
        <source>Number of passes over the training data</source>
        <translation>Anzahl der Durchläufe durch die Trainingsdaten</translation>
    </message>
    <message>
        <source>Images per step on each process</source>
        <translation>Bilder pro Schritt in jedem Prozess</translation>
    </message>
    <message>
        <source>Steps whose gradients are summed before one optimizer update</source>
        <translation>Schritte, deren Gradienten vor einer Aktualisierung durch den Optimierer summiert werden</translation>
    </message>
    <message>
        <source>Label smoothing of the cross-entropy</source>
        <translation>Label-Glättung der Kreuzentropie</translation>
    </message>
    <message>
        <source>Mixup Beta(alpha, alpha); 0: off</source>
        <translation>Mixup Beta(alpha, alpha); 0: aus</translation>
    </message>
    <message>
        <source>Keep an exponential moving average of the weights with this decay (e.g. 0.9998), validated (val_ema/*) and checkpointed beside them; 0: off</source>
        <translation>Einen exponentiellen gleitenden Mittelwert der Gewichte mit diesem Abklingfaktor führen (z. B. 0.9998), der daneben validiert (val_ema/*) und gesichert wird; 0: aus</translation>
    </message>
    <message>
        <source>Steps between training-loss rows in the run store</source>
        <translation>Schritte zwischen den Zeilen des Trainingsverlusts im Laufspeicher</translation>
    </message>
    <message>
        <source>Stop each epoch after this many steps; 0: the whole dataset</source>
        <translation>Jede Epoche nach so vielen Schritten beenden; 0: der ganze Datensatz</translation>
    </message>
    <message>
        <source>Validate every N epochs (and after the last)</source>
        <translation>Alle N Epochen validieren (und nach der letzten)</translation>
    </message>
    <message>
        <source>Validation batch size; 0: train.batch_size</source>
        <translation>Batchgröße der Validierung; 0: train.batch_size</translation>
    </message>
    <message>
        <source>Detection: smallest score a detection keeps</source>
        <translation>Erkennung: kleinste Bewertung, die eine Erkennung behält</translation>
    </message>
    <message>
        <source>Detection: IoU above which non-maximum suppression drops the weaker of two boxes of a class</source>
        <translation>Erkennung: IoU, ab der die Non-Maximum-Suppression den schwächeren von zwei Rahmen einer Klasse verwirft</translation>
    </message>
    <message>
        <source>Detection: detections kept per image (COCO evaluation counts at most 100)</source>
        <translation>Erkennung: behaltene Erkennungen pro Bild (die COCO-Auswertung zählt höchstens 100)</translation>
    </message>
    <message>
        <source>Metric that decides the best checkpoint; empty: val/top1 (classification) or val/mAP (detection)</source>
        <translation>Metrik, die den besten Checkpoint bestimmt; leer: val/top1 (Klassifikation) oder val/mAP (Erkennung)</translation>
    </message>
    <message>
        <source>Whether a larger or smaller metric is better</source>
        <translation>Ob ein größerer oder kleinerer Wert der Metrik besser ist</translation>
    </message>
    <message>
        <source>Keep a periodic checkpoint every N epochs; 0: only last and best</source>
        <translation>Alle N Epochen einen periodischen Checkpoint behalten; 0: nur den letzten und den besten</translation>
    </message>
    <message>
        <source>Periodic checkpoints kept at most</source>
        <translation>Höchstens behaltene periodische Checkpoints</translation>
    </message>
    <message>
        <source>auto, cpu, cuda or cuda:N</source>
        <translation>auto, cpu, cuda oder cuda:N</translation>
    </message>
    <message>
        <source>Arithmetic of the forward pass: fp32; bf16 autocast (CPU or CUDA); fp16 autocast with dynamic loss scaling (CUDA only). Weights stay fp32</source>
        <translation>Arithmetik des Vorwärtsdurchlaufs: fp32; bf16-Autocast (CPU oder CUDA); fp16-Autocast mit dynamischer Verlustskalierung (nur CUDA). Die Gewichte bleiben fp32</translation>
    </message>
    <message>
        <source>CPU threads for tensor math; 0: all cores (shared out among the ranks on one machine)</source>
        <translation>CPU-Threads für Tensorrechnungen; 0: alle Kerne (auf die Ränge einer Maschine aufgeteilt)</translation>
    </message>
    <message>
        <source>CUDA: cuDNN times its convolution algorithms for each new input shape and keeps the fastest (off under hardware.deterministic)</source>
        <translation>CUDA: cuDNN misst seine Faltungsalgorithmen für jede neue Eingabeform und behält den schnellsten (aus bei hardware.deterministic)</translation>
    </message>
    <message>
        <source>CUDA: fp32 matrix products and convolutions on TF32 tensor cores (Ampere and later; 10-bit mantissa, several times faster)</source>
        <translation>CUDA: fp32-Matrixprodukte und -Faltungen auf TF32-Tensorkernen (ab Ampere; 10-Bit-Mantisse, um ein Mehrfaches schneller)</translation>
    </message>
    <message>
        <source>Convolution weights and images in NHWC memory order: faster convolutions on tensor cores (CUDA with bf16/fp16) and often with oneDNN on the CPU; the same results</source>
        <translation>Faltungsgewichte und Bilder in der Speicherreihenfolge NHWC: schnellere Faltungen auf Tensorkernen (CUDA mit bf16/fp16) und oft mit oneDNN auf der CPU; dieselben Ergebnisse</translation>
    </message>
    <message>
        <source>The same bits run after run on the same machine: deterministic algorithms only (an operation without one stops the run with its name), cuDNN benchmark mode off; slower</source>
        <translation>Auf derselben Maschine bei jedem Lauf dieselben Bits: nur deterministische Algorithmen (eine Operation ohne einen solchen beendet den Lauf mit ihrem Namen), cuDNN-Benchmarkmodus aus; langsamer</translation>
    </message>
    <message>
        <source>Under mpirun: batch-norm statistics over the global batch (synchronised across ranks) instead of each rank&apos;s own</source>
        <translation>Unter mpirun: Batch-Norm-Statistiken über den globalen Batch (zwischen den Rängen abgeglichen) statt je Rang</translation>
    </message>
    <message>
        <source>Under mpirun: size of the gradient buckets all-reduced while backward runs, in MB</source>
        <translation>Unter mpirun: Größe der Gradientenpakete, die während des Rückwärtsdurchlaufs per All-Reduce summiert werden, in MB</translation>
    </message>
    <message>
        <source>Under mpirun: what gradients are summed through. auto: NCCL on the GPU for a CUDA model when libtorch has it, else MPI; mpi: MPI through host memory; nccl: NCCL (CUDA only); gloo: libtorch&apos;s Gloo over TCP</source>
        <translation>Unter mpirun: worüber die Gradienten summiert werden. auto: NCCL auf der GPU für ein CUDA-Modell, wenn libtorch es hat, sonst MPI; mpi: MPI über den Hauptspeicher; nccl: NCCL (nur CUDA); gloo: Gloo aus libtorch über TCP</translation>
    </message>
</context>
<context>
    <name>osprey::ui::BrowsedDataset</name>
    <message>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>validation</source>
        <translation>Validierung</translation>
    </message>
</context>
<context>
    <name>osprey::ui::ClassHistogram</name>
    <message>
        <source>Boxes</source>
        <translation>Boxen</translation>
    </message>
    <message>
        <source>Images</source>
        <translation>Bilder</translation>
    </message>
</context>
<context>
    <name>osprey::ui::ConfigFieldEditor</name>
    <message>
        <source>Choose a folder</source>
        <translation>Ordner wählen</translation>
    </message>
    <message>
        <source>Choose a file</source>
        <translation>Datei wählen</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <translation>%1 wählen</translation>
    </message>
</context>
<context>
    <name>osprey::ui::CurvePlot</name>
    <message>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation>Logarithmische Skala</translation>
    </message>
    <message>
        <source>Reset view</source>
        <translation>Ansicht zurücksetzen</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>Als PNG exportieren…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Als CSV exportieren…</translation>
    </message>
    <message>
        <source>Export PNG</source>
        <translation>Als PNG exportieren</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Als CSV exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;.</source>
        <translation>&apos;%1&apos; kann nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>osprey::ui::DatasetPage</name>
    <message>
        <source>class folders</source>
        <translation>Klassenordner</translation>
    </message>
    <message>
        <source>Your data</source>
        <translation>Ihre Daten</translation>
    </message>
    <message>
        <source>Choose the folder that holds your dataset: folders of images per class, CIFAR, COCO, Pascal VOC or YOLO. Osprey recognises the format; the task follows from it.</source>
        <translation>Wählen Sie den Ordner mit Ihrem Datensatz: Bildordner pro Klasse, CIFAR, COCO, Pascal VOC oder YOLO. Osprey erkennt das Format; daraus ergibt sich die Aufgabe.</translation>
    </message>
    <message>
        <source>No dataset chosen — or drop a folder here</source>
        <translation>Kein Datensatz gewählt – oder einen Ordner hierher ziehen</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>Ordner wählen…</translation>
    </message>
    <message>
        <source>YOLO data file…</source>
        <translation>YOLO-Datendatei…</translation>
    </message>
    <message>
        <source>A YOLO dataset&apos;s data.yaml</source>
        <translation>Die data.yaml eines YOLO-Datensatzes</translation>
    </message>
    <message>
        <source>Dataset folder</source>
        <translation>Datensatzordner</translation>
    </message>
    <message>
        <source>YOLO data file</source>
        <translation>YOLO-Datendatei</translation>
    </message>
    <message>
        <source>YOLO data files (*.yaml *.yml)</source>
        <translation>YOLO-Datendateien (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Not a dataset Osprey reads: %1</source>
        <translation>Kein Datensatz, den Osprey lesen kann: %1</translation>
    </message>
    <message>
        <source>%1 dataset, %2 — reading the annotations…</source>
        <translation>Datensatz %1, %2 – Annotationen werden gelesen…</translation>
    </message>
    <message>
        <source>object detection</source>
        <translation>Objekterkennung</translation>
    </message>
    <message>
        <source>classification</source>
        <translation>Klassifikation</translation>
    </message>
    <message>
        <source>%1 dataset, but it does not open: %2</source>
        <translation>Datensatz %1, der sich aber nicht öffnen lässt: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; dataset → task: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>Datensatz &lt;b&gt;%1&lt;/b&gt; → Aufgabe: &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n image(s)</source>
        <translation>
            <numerusform>%1: %n Bild</numerusform>
            <numerusform>%1: %n Bilder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n box(es)</source>
        <translation>
            <numerusform>, %n Rahmen</numerusform>
            <numerusform>, %n Rahmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n more</source>
        <translation>
            <numerusform>… %n weitere</numerusform>
            <numerusform>… %n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n class(es): %1</source>
        <translation>
            <numerusform>%n Klasse: %1</numerusform>
            <numerusform>%n Klassen: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more problem(s)</source>
        <translation>
            <numerusform>… und %n weiteres Problem</numerusform>
            <numerusform>… und %n weitere Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>Only one split (%1) was found: validation uses the training images, so its scores say how well the model remembers, not how well it generalises.</source>
        <translation>Nur ein Teil (%1) wurde gefunden: Die Validierung verwendet die Trainingsbilder, ihre Werte zeigen also, wie gut sich das Modell erinnert, nicht wie gut es verallgemeinert.</translation>
    </message>
    <message>
        <source>Problems found:</source>
        <translation>Gefundene Probleme:</translation>
    </message>
    <message numerus="yes">
        <source>%n class(es)</source>
        <translation>
            <numerusform>%n Klasse</numerusform>
            <numerusform>%n Klassen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>osprey::ui::DatasetsView</name>
    <message>
        <source>Image folder (a folder per class)</source>
        <translation>Bildordner (ein Ordner pro Klasse)</translation>
    </message>
    <message>
        <source>CIFAR-10 (binary)</source>
        <translation>CIFAR-10 (binär)</translation>
    </message>
    <message>
        <source>CIFAR-100 (binary)</source>
        <translation>CIFAR-100 (binär)</translation>
    </message>
    <message>
        <source>COCO (instances JSON)</source>
        <translation>COCO (Instanzen-JSON)</translation>
    </message>
    <message>
        <source>Pascal VOC (XML)</source>
        <translation>Pascal VOC (XML-Dateien)</translation>
    </message>
    <message>
        <source>YOLO (data.yaml)</source>
        <translation>YOLO (data.yaml-Datei)</translation>
    </message>
    <message>
        <source>Digits demo</source>
        <translation>Ziffern-Demo</translation>
    </message>
    <message>
        <source>Shapes demo (detection)</source>
        <translation>Formen-Demo (Detektion)</translation>
    </message>
    <message>
        <source>Dataset folder, or YOLO&apos;s data.yaml</source>
        <translation>Datensatzordner oder die data.yaml von YOLO</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Experiment&apos;s dataset</source>
        <translation>Datensatz des Experiments</translation>
    </message>
    <message>
        <source>Open the dataset the experiment in the editor names (its data.* keys)</source>
        <translation>Den Datensatz öffnen, den das Experiment im Editor nennt (seine data.*-Schlüssel)</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Datensatzformat:</translation>
    </message>
    <message>
        <source>No dataset open.</source>
        <translation>Kein Datensatz geöffnet.</translation>
    </message>
    <message>
        <source>Training split</source>
        <translation>Trainingsteil</translation>
    </message>
    <message>
        <source>Validation split</source>
        <translation>Validierungsteil</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Anzeigen:</translation>
    </message>
    <message>
        <source>Select an image to see it larger.</source>
        <translation>Ein Bild auswählen, um es größer zu sehen.</translation>
    </message>
    <message>
        <source>Check all images</source>
        <translation>Alle Bilder prüfen</translation>
    </message>
    <message>
        <source>Decode every image of both splits and list those that cannot be read</source>
        <translation>Jedes Bild beider Teile dekodieren und die unlesbaren auflisten</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>Probleme:</translation>
    </message>
    <message>
        <source>Dataset file</source>
        <translation>Datensatzdatei</translation>
    </message>
    <message>
        <source>Dataset files (*.yaml *.yml *.png);;All files (*)</source>
        <translation>Datensatzdateien (*.yaml *.yml *.png);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Dataset folder</source>
        <translation>Datensatzordner</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c00&apos;&gt;%1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c00&apos;&gt;%1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Reading %1 …</source>
        <translation>%1 wird gelesen …</translation>
    </message>
    <message>
        <source>%1: %L2 images, %L3 boxes</source>
        <translation>%1: %L2 Bilder, %L3 Boxen</translation>
    </message>
    <message>
        <source>%1: %L2 images</source>
        <translation>%1: %L2 Bilder</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 · %n class(es)</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 · %n Klasse</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 · %n Klassen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n box(es)</source>
        <translation>
            <numerusform>%1 — %n Box</numerusform>
            <numerusform>%1 — %n Boxen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — class %2</source>
        <translation>%1 — Klasse %2</translation>
    </message>
    <message>
        <source>Cancel check</source>
        <translation>Prüfung abbrechen</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>Checking …</source>
        <translation>Prüfung läuft …</translation>
    </message>
    <message>
        <source>No problems: all %L1 images can be read.</source>
        <translation>Keine Probleme: alle %L1 Bilder sind lesbar.</translation>
    </message>
    <message>
        <source>No annotation problems. &quot;Check all images&quot; reads every file.</source>
        <translation>Keine Annotationsprobleme. „Alle Bilder prüfen“ liest jede Datei.</translation>
    </message>
</context>
<context>
    <name>osprey::ui::ExperimentDocument</name>
    <message>
        <source>Cannot open &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>must be %1, got &apos;%2&apos;</source>
        <translation>muss %1 sein, ist aber &apos;%2&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a file.</source>
        <translation>&apos;%1&apos; ist keine Datei.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is %2 MiB; an experiment file is at most 16 MiB.</source>
        <translation>&apos;%1&apos; ist %2 MiB groß; eine Experimentdatei hat höchstens 16 MiB.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not UTF-8 text: not an experiment file.</source>
        <translation>&apos;%1&apos; ist kein UTF-8-Text: keine Experimentdatei.</translation>
    </message>
</context>
<context>
    <name>osprey::ui::ExperimentEditor</name>
    <message>
        <source>New from template</source>
        <translation>Neu aus Vorlage</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>YAML</source>
        <translation>YAML</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>unsaved experiment</source>
        <translation>ungespeichertes Experiment</translation>
    </message>
    <message>
        <source>Open experiment</source>
        <translation>Experiment öffnen</translation>
    </message>
    <message>
        <source>Experiments (*.yaml *.yml)</source>
        <translation>Experimente (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Save experiment</source>
        <translation>Experiment speichern</translation>
    </message>
    <message>
        <source>Unsaved experiment</source>
        <translation>Ungespeichertes Experiment</translation>
    </message>
    <message>
        <source>The experiment has unsaved changes. Save them first?</source>
        <translation>Das Experiment hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <source>Start the run</source>
        <translation>Den Lauf starten</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
</context>
<context>
    <name>osprey::ui::ExperimentForm</name>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Augmentation</source>
        <translation>Augmentierung</translation>
    </message>
    <message>
        <source>Optimisation</source>
        <translation>Optimierung</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Zeitplan</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Trainingsablauf</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Auswertung</translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>Sicherungspunkte</translation>
    </message>
    <message>
        <source>Precision &amp; hardware</source>
        <translation>Genauigkeit &amp; Hardware</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Show advanced settings</source>
        <translation>Erweiterte Einstellungen zeigen</translation>
    </message>
    <message>
        <source>Rarely changed settings (loader prefetch, checkpoints kept, TF32, …); those the experiment sets to other than their default are always shown</source>
        <translation>Selten geänderte Einstellungen (Vorausladen, behaltene Checkpoints, TF32, …); solche, die das Experiment abweichend vom Standard setzt, werden immer gezeigt</translation>
    </message>
</context>
<context>
    <name>osprey::ui::FieldLabels</name>
    <message>
        <source>Schema version</source>
        <translation>Schema-Version</translation>
    </message>
    <message>
        <source>Run name</source>
        <translation>Name des Laufs</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Zufallsstartwert</translation>
    </message>
    <message>
        <source>Dataset format</source>
        <translation>Datensatzformat</translation>
    </message>
    <message>
        <source>Dataset location</source>
        <translation>Ort des Datensatzes</translation>
    </message>
    <message>
        <source>Training split</source>
        <translation>Trainingsteil</translation>
    </message>
    <message>
        <source>Validation split</source>
        <translation>Validierungsteil</translation>
    </message>
    <message>
        <source>Training annotations (COCO JSON)</source>
        <translation>Trainingsannotationen (COCO-JSON)</translation>
    </message>
    <message>
        <source>Validation annotations (COCO JSON)</source>
        <translation>Validierungsannotationen (COCO-JSON)</translation>
    </message>
    <message>
        <source>Training pictures (shapes demo)</source>
        <translation>Trainingsbilder (Formen-Demo)</translation>
    </message>
    <message>
        <source>Validation pictures (shapes demo)</source>
        <translation>Validierungsbilder (Formen-Demo)</translation>
    </message>
    <message>
        <source>Picture size (shapes demo, px)</source>
        <translation>Bildgröße (Formen-Demo, px)</translation>
    </message>
    <message>
        <source>Held out for validation (fraction)</source>
        <translation>Für die Validierung zurückgehalten (Anteil)</translation>
    </message>
    <message>
        <source>Input size (px)</source>
        <translation>Eingabegröße (px)</translation>
    </message>
    <message>
        <source>Classes (synthetic data)</source>
        <translation>Klassen (synthetische Daten)</translation>
    </message>
    <message>
        <source>Pictures per epoch (synthetic data)</source>
        <translation>Bilder pro Epoche (synthetische Daten)</translation>
    </message>
    <message>
        <source>Loader workers</source>
        <translation>Lade-Worker</translation>
    </message>
    <message>
        <source>Batches loaded ahead</source>
        <translation>Vorausgeladene Batches</translation>
    </message>
    <message>
        <source>Keep decoded pictures in memory</source>
        <translation>Dekodierte Bilder im Speicher halten</translation>
    </message>
    <message>
        <source>Unreadable pictures tolerated (fraction)</source>
        <translation>Tolerierte unlesbare Bilder (Anteil)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Output classes (0: from the data)</source>
        <translation>Ausgabeklassen (0: aus den Daten)</translation>
    </message>
    <message>
        <source>Normalisation layers</source>
        <translation>Normalisierungsschichten</translation>
    </message>
    <message>
        <source>Groups per group norm</source>
        <translation>Gruppen je Gruppennormalisierung</translation>
    </message>
    <message>
        <source>Start from weights</source>
        <translation>Start von Gewichten</translation>
    </message>
    <message>
        <source>Weights must match exactly</source>
        <translation>Gewichte müssen genau passen</translation>
    </message>
    <message>
        <source>Backbone weights (ImageNet classifier)</source>
        <translation>Backbone-Gewichte (ImageNet-Klassifikator)</translation>
    </message>
    <message>
        <source>Anchor sizes per level (px)</source>
        <translation>Ankergrößen je Ebene (px)</translation>
    </message>
    <message>
        <source>Zero-initialise residual branches</source>
        <translation>Residualzweige mit null initialisieren</translation>
    </message>
    <message>
        <source>Training geometry</source>
        <translation>Trainingsgeometrie</translation>
    </message>
    <message>
        <source>Crop area range (fraction)</source>
        <translation>Bereich der Ausschnittfläche (Anteil)</translation>
    </message>
    <message>
        <source>Crop aspect-ratio range</source>
        <translation>Bereich des Ausschnitt-Seitenverhältnisses</translation>
    </message>
    <message>
        <source>Horizontal flip (probability)</source>
        <translation>Horizontale Spiegelung (Wahrscheinlichkeit)</translation>
    </message>
    <message>
        <source>Evaluation geometry</source>
        <translation>Auswertungsgeometrie</translation>
    </message>
    <message>
        <source>Evaluation resize (px)</source>
        <translation>Skalierung bei der Auswertung (px)</translation>
    </message>
    <message>
        <source>Detector resize</source>
        <translation>Skalierung für Detektoren</translation>
    </message>
    <message>
        <source>SSD random crop</source>
        <translation>Zufälliger SSD-Ausschnitt</translation>
    </message>
    <message>
        <source>Photometric distortion</source>
        <translation>Photometrische Verzerrung</translation>
    </message>
    <message>
        <source>Channel mean (RGB, 0–1)</source>
        <translation>Kanalmittelwert (RGB, 0–1)</translation>
    </message>
    <message>
        <source>Channel standard deviation (RGB, 0–1)</source>
        <translation>Kanal-Standardabweichung (RGB, 0–1)</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <source>Scale the learning rate with the batch</source>
        <translation>Lernrate mit dem Batch skalieren</translation>
    </message>
    <message>
        <source>Momentum</source>
        <translation>Impuls</translation>
    </message>
    <message>
        <source>Nesterov momentum</source>
        <translation>Nesterov-Momentum</translation>
    </message>
    <message>
        <source>Weight decay</source>
        <translation>Gewichtsabnahme</translation>
    </message>
    <message>
        <source>No decay on norms and biases</source>
        <translation>Keine Abnahme für Normen und Biases</translation>
    </message>
    <message>
        <source>Betas (AdamW)</source>
        <translation>Beta-Werte (AdamW)</translation>
    </message>
    <message>
        <source>Smoothing constant (RMSprop)</source>
        <translation>Glättungskonstante (RMSprop)</translation>
    </message>
    <message>
        <source>Epsilon</source>
        <translation>Epsilon im Nenner</translation>
    </message>
    <message>
        <source>Gradient clipping (norm; 0: off)</source>
        <translation>Gradientenbegrenzung (Norm; 0: aus)</translation>
    </message>
    <message>
        <source>Learning-rate schedule</source>
        <translation>Lernratenplan</translation>
    </message>
    <message>
        <source>Step epochs</source>
        <translation>Stufen-Epochen</translation>
    </message>
    <message>
        <source>Step factor</source>
        <translation>Stufenfaktor</translation>
    </message>
    <message>
        <source>Warm-up (epochs)</source>
        <translation>Aufwärmphase (Epochen)</translation>
    </message>
    <message>
        <source>Final learning rate</source>
        <translation>End-Lernrate</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epochen</translation>
    </message>
    <message>
        <source>Batch size (per process)</source>
        <translation>Batchgröße (pro Prozess)</translation>
    </message>
    <message>
        <source>Batches per update</source>
        <translation>Batches pro Aktualisierung</translation>
    </message>
    <message>
        <source>Label smoothing</source>
        <translation>Label-Glättung</translation>
    </message>
    <message>
        <source>Mixup alpha (0: off)</source>
        <translation>Mixup-Alpha (0: aus)</translation>
    </message>
    <message>
        <source>Weight averaging decay (0: off)</source>
        <translation>Abklingrate der Gewichtsmittelung (0: aus)</translation>
    </message>
    <message>
        <source>Log every (steps)</source>
        <translation>Protokoll alle (Schritte)</translation>
    </message>
    <message>
        <source>Steps per epoch at most (0: all)</source>
        <translation>Höchstens Schritte pro Epoche (0: alle)</translation>
    </message>
    <message>
        <source>Validate every (epochs)</source>
        <translation>Validierung alle (Epochen)</translation>
    </message>
    <message>
        <source>Evaluation batch size</source>
        <translation>Batchgröße der Auswertung</translation>
    </message>
    <message>
        <source>Score threshold</source>
        <translation>Score-Schwelle</translation>
    </message>
    <message>
        <source>Overlap threshold (NMS IoU)</source>
        <translation>Überlappungsschwelle (NMS-IoU)</translation>
    </message>
    <message>
        <source>Detections per picture at most</source>
        <translation>Höchstens Detektionen pro Bild</translation>
    </message>
    <message>
        <source>Best checkpoint by</source>
        <translation>Bester Checkpoint nach</translation>
    </message>
    <message>
        <source>Better is</source>
        <translation>Besser ist</translation>
    </message>
    <message>
        <source>Checkpoint every (epochs; 0: last and best only)</source>
        <translation>Checkpoint alle (Epochen; 0: nur letzter und bester)</translation>
    </message>
    <message>
        <source>Periodic checkpoints kept</source>
        <translation>Behaltene periodische Checkpoints</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>CPU threads (0: all cores)</source>
        <translation>CPU-Threads (0: alle Kerne)</translation>
    </message>
    <message>
        <source>cuDNN benchmark mode</source>
        <translation>cuDNN-Benchmark-Modus</translation>
    </message>
    <message>
        <source>TF32 tensor cores</source>
        <translation>TF32-Tensorkerne</translation>
    </message>
    <message>
        <source>Channels-last memory order</source>
        <translation>Speicherreihenfolge Kanäle zuletzt</translation>
    </message>
    <message>
        <source>Deterministic (reproducible bits)</source>
        <translation>Deterministisch (reproduzierbare Bits)</translation>
    </message>
    <message>
        <source>Synchronised batch norm</source>
        <translation>Synchronisierte Batch-Normalisierung</translation>
    </message>
    <message>
        <source>Gradient bucket size (MB)</source>
        <translation>Größe der Gradienten-Buckets (MB)</translation>
    </message>
    <message>
        <source>Gradient channel</source>
        <translation>Gradientenkanal</translation>
    </message>
    <message>
        <source>a boolean (true or false)</source>
        <translation>ein Wahrheitswert (true oder false)</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>ein Text</translation>
    </message>
    <message>
        <source>one of the listed words</source>
        <translation>eines der aufgeführten Wörter</translation>
    </message>
    <message>
        <source>a file or folder path</source>
        <translation>ein Datei- oder Ordnerpfad</translation>
    </message>
    <message>
        <source>a list of integers</source>
        <translation>eine Liste ganzer Zahlen</translation>
    </message>
    <message>
        <source>a list of numbers</source>
        <translation>eine Liste von Zahlen</translation>
    </message>
    <message>
        <source>a value</source>
        <translation>ein Wert</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>eines von %1</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>a number in [0, 1]</comment>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>%1 &gt; %2</source>
        <translation>%1 &gt; %2</translation>
    </message>
    <message>
        <source>%1 &gt;= %2</source>
        <translation>%1 &gt;= %2</translation>
    </message>
    <message>
        <source>%1 &lt; %2</source>
        <translation>%1 &lt; %2</translation>
    </message>
    <message>
        <source>%1 &lt;= %2</source>
        <translation>%1 &lt;= %2</translation>
    </message>
    <message>
        <source>%1 (each element)</source>
        <translation>%1 (jedes Element)</translation>
    </message>
    <message>
        <source>Allowed: %1</source>
        <translation>Erlaubt: %1</translation>
    </message>
</context>
<context>
    <name>osprey::ui::InferenceView</name>
    <message>
        <source>Runs in the store that have a checkpoint (best.pt, else last.pt)</source>
        <translation>Läufe im Laufspeicher mit einem Checkpoint (best.pt, sonst last.pt)</translation>
    </message>
    <message>
        <source>Load run</source>
        <translation>Lauf laden</translation>
    </message>
    <message>
        <source>Weights file…</source>
        <translation>Gewichtsdatei…</translation>
    </message>
    <message>
        <source>An Osprey checkpoint, or a PyTorch .pth/.pt or .safetensors file of the model chosen beside</source>
        <translation>Ein Osprey-Checkpoint oder eine PyTorch-Datei (.pth/.pt) bzw. .safetensors-Datei des daneben gewählten Modells</translation>
    </message>
    <message>
        <source>model from the file</source>
        <translation>Modell aus der Datei</translation>
    </message>
    <message>
        <source>The architecture of a foreign weight file (Osprey checkpoints name their own)</source>
        <translation>Die Architektur einer fremden Gewichtsdatei (Osprey-Checkpoints nennen ihre eigene)</translation>
    </message>
    <message>
        <source>EMA weights</source>
        <translation>EMA-Gewichte</translation>
    </message>
    <message>
        <source>Use the checkpoint&apos;s exponential moving average of the weights</source>
        <translation>Den exponentiell gleitenden Mittelwert der Gewichte aus dem Checkpoint verwenden</translation>
    </message>
    <message>
        <source>No model loaded.</source>
        <translation>Kein Modell geladen.</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>Lauf:</translation>
    </message>
    <message>
        <source>Open images…</source>
        <translation>Bilder öffnen…</translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation>Ordner öffnen…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Images (drop files or folders here):</source>
        <translation>Bilder (Dateien oder Ordner hierher ziehen):</translation>
    </message>
    <message>
        <source>Load a run or a weight file, then open images or drop them here.</source>
        <translation>Einen Lauf oder eine Gewichtsdatei laden, dann Bilder öffnen oder hierher ziehen.</translation>
    </message>
    <message>
        <source>Boxes scoring below this are hidden; the model is not run again</source>
        <translation>Boxen mit niedrigerem Wert werden ausgeblendet; das Modell läuft nicht erneut</translation>
    </message>
    <message>
        <source>Save annotated…</source>
        <translation>Annotiert speichern…</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Score threshold:</source>
        <translation>Schwellwert:</translation>
    </message>
    <message>
        <source>Boxes shown:</source>
        <translation>Angezeigte Boxen:</translation>
    </message>
    <message>
        <source>Top classes:</source>
        <translation>Beste Klassen:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Zeit:</translation>
    </message>
    <message>
        <source>Could not load the model: %1</source>
        <translation>Das Modell konnte nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>Could not load the model.</source>
        <translation>Das Modell konnte nicht geladen werden.</translation>
    </message>
    <message>
        <source>#%1 %2 — %3, %4 (%5)</source>
        <translation>#%1 %2 — %3, %4 (%5)</translation>
    </message>
    <message>
        <source>Loading %1 …</source>
        <translation>%1 wird geladen …</translation>
    </message>
    <message>
        <source>Open weights</source>
        <translation>Gewichte öffnen</translation>
    </message>
    <message>
        <source>Weights (*.pt *.pth *.safetensors *.bin);;All files (*)</source>
        <translation>Gewichte (*.pt *.pth *.safetensors *.bin);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; (%2, %n class(es)) on %3&lt;br&gt;&lt;small&gt;%4&lt;/small&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; (%2, %n Klasse) auf %3&lt;br&gt;&lt;small&gt;%4&lt;/small&gt;</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; (%2, %n Klassen) auf %3&lt;br&gt;&lt;small&gt;%4&lt;/small&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n image(s) waiting for a model: load a run or a weight file.</source>
        <translation>
            <numerusform>%n Bild wartet auf ein Modell: einen Lauf oder eine Gewichtsdatei laden.</numerusform>
            <numerusform>%n Bilder warten auf ein Modell: einen Lauf oder eine Gewichtsdatei laden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open images</source>
        <translation>Bilder öffnen</translation>
    </message>
    <message>
        <source>Images (%1);;All files (*)</source>
        <translation>Bilder (%1);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open a folder of images</source>
        <translation>Bilderordner öffnen</translation>
    </message>
    <message>
        <source>Open images or drop them here.</source>
        <translation>Bilder öffnen oder hierher ziehen.</translation>
    </message>
    <message>
        <source>Running %1 …</source>
        <translation>%1 wird ausgewertet …</translation>
    </message>
    <message>
        <source>Load a run or a weight file to run %1.</source>
        <translation>Einen Lauf oder eine Gewichtsdatei laden, um %1 auszuwerten.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 ms (%2 × %3 pixels)</source>
        <translation>%1 ms (%2 × %3 Pixel)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Save annotated image</source>
        <translation>Annotiertes Bild speichern</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.bmp)</source>
        <translation>Bilder (*.png *.jpg *.bmp)</translation>
    </message>
    <message>
        <source>Validation images</source>
        <translation>Validierungsbilder</translation>
    </message>
    <message>
        <source>The run&apos;s validation pictures are not files on this machine (a built-in demo, or a dataset that moved).</source>
        <translation>Die Validierungsbilder des Laufs sind auf diesem Rechner keine Dateien (eine eingebaute Demo oder ein verschobener Datensatz).</translation>
    </message>
    <message>
        <source>The chosen run&apos;s validation pictures, as its experiment names them (the run is loaded first)</source>
        <translation>Die Validierungsbilder des gewählten Laufs, wie sein Experiment sie angibt (der Lauf wird zuerst geladen)</translation>
    </message>
</context>
<context>
    <name>osprey::ui::LaunchPanel</name>
    <message>
        <source>Launch</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Local: one process on this machine</source>
        <translation>Lokal: ein Prozess auf diesem Rechner</translation>
    </message>
    <message>
        <source>MPI: data-parallel under mpirun</source>
        <translation>MPI: datenparallel mit mpirun</translation>
    </message>
    <message>
        <source>mpirun</source>
        <translation>mpirun</translation>
    </message>
    <message>
        <source>node1:4,node2:4 (empty: this machine)</source>
        <translation>node1:4,node2:4 (leer: dieser Rechner)</translation>
    </message>
    <message>
        <source>a hostfile instead of hosts</source>
        <translation>eine Hostdatei statt Hosts</translation>
    </message>
    <message>
        <source>more mpirun options, e.g. --mca btl_tcp_if_include eth0</source>
        <translation>weitere mpirun-Optionen, z. B. --mca btl_tcp_if_include eth0</translation>
    </message>
    <message>
        <source>mpirun path</source>
        <translation>Pfad zu mpirun</translation>
    </message>
    <message>
        <source>Processes (-np)</source>
        <translation>Prozesse (-np)</translation>
    </message>
    <message>
        <source>Hosts (-H)</source>
        <translation>Rechner (-H)</translation>
    </message>
    <message>
        <source>Hostfile</source>
        <translation>Hostdatei</translation>
    </message>
    <message>
        <source>Extra options</source>
        <translation>Weitere Optionen</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Befehlszeile</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Choose a hostfile</source>
        <translation>Hostdatei wählen</translation>
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
        <translation>Experimentaufbau</translation>
    </message>
    <message>
        <source>Monitor</source>
        <translation>Überwachung</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Datasets</source>
        <translation>Datensätze</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Inferenz</translation>
    </message>
    <message>
        <source>%1 — Osprey</source>
        <translation>%1 — Osprey</translation>
    </message>
    <message>
        <source>Run #%1 has no process on this machine to stop.</source>
        <translation>Lauf #%1 hat auf diesem Rechner keinen Prozess, der angehalten werden kann.</translation>
    </message>
    <message>
        <source>Kill run</source>
        <translation>Lauf abbrechen</translation>
    </message>
    <message>
        <source>Kill run #%1 now? It ends without writing a checkpoint; its last checkpoint stays as it was.</source>
        <translation>Lauf #%1 jetzt abbrechen? Er endet, ohne einen Checkpoint zu schreiben; sein letzter Checkpoint bleibt unverändert.</translation>
    </message>
    <message>
        <source>Run #%1 has no process on this machine to kill.</source>
        <translation>Lauf #%1 hat auf diesem Rechner keinen Prozess, der abgebrochen werden kann.</translation>
    </message>
    <message>
        <source>Run store: %1</source>
        <translation>Laufspeicher: %1</translation>
    </message>
    <message>
        <source>%1 ended.</source>
        <translation>%1 ist beendet.</translation>
    </message>
    <message>
        <source>%1 ended with exit code %2.</source>
        <translation>%1 endete mit Exit-Code %2.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open experiment…</source>
        <translation>Experiment ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Lauf</translation>
    </message>
    <message>
        <source>&amp;Launch</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Osprey</source>
        <translation>&amp;Über Osprey</translation>
    </message>
    <message>
        <source>About Osprey</source>
        <translation>Über Osprey</translation>
    </message>
    <message>
        <source>&lt;b&gt;Osprey %1&lt;/b&gt;&lt;br&gt;A workbench for training, evaluating and running image classifiers and object detectors on a CPU, a GPU or many machines through OpenMPI.</source>
        <translation>&lt;b&gt;Osprey %1&lt;/b&gt;&lt;br&gt;Eine Werkbank zum Trainieren, Auswerten und Ausführen von Bildklassifikatoren und Objektdetektoren auf einer CPU, einer GPU oder vielen Rechnern über OpenMPI.</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The new language applies when Osprey starts again.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start von Osprey.</translation>
    </message>
    <message numerus="yes">
        <source>Store: %1 · %n run(s) started here running</source>
        <translation>
            <numerusform>Speicher: %1 · %n hier gestarteter Lauf läuft</numerusform>
            <numerusform>Speicher: %1 · %n hier gestartete Läufe laufen</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs in progress</source>
        <translation>Laufende Läufe</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) started here are still training. Stop them (each writes a checkpoint you can resume from) and quit?</source>
        <translation>
            <numerusform>%n hier gestarteter Lauf trainiert noch. Anhalten (er schreibt einen Checkpoint, von dem aus er fortgesetzt werden kann) und beenden?</numerusform>
            <numerusform>%n hier gestartete Läufe trainieren noch. Anhalten (jeder schreibt einen Checkpoint, von dem aus er fortgesetzt werden kann) und beenden?</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping runs…</source>
        <translation>Läufe werden angehalten…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Startseite</translation>
    </message>
    <message>
        <source>&amp;New experiment…</source>
        <translation>&amp;Neues Experiment…</translation>
    </message>
</context>
<context>
    <name>osprey::ui::ModelPage</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>The models Osprey has for this task. The time per training step is measured on this machine for the model you pick, at the input size and batch below.</source>
        <translation>Die Modelle, die Osprey für diese Aufgabe hat. Die Zeit pro Trainingsschritt wird auf diesem Rechner für das gewählte Modell gemessen, mit der Eingabegröße und dem Batch unten.</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Pretrained weights</source>
        <translation>Vortrainierte Gewichte</translation>
    </message>
    <message>
        <source>Time per step</source>
        <translation>Zeit pro Schritt</translation>
    </message>
    <message>
        <source> px</source>
        <translation> Pixel</translation>
    </message>
    <message>
        <source>Start from the pretrained weights on this machine</source>
        <translation>Mit den vortrainierten Gewichten auf diesem Rechner beginnen</translation>
    </message>
    <message>
        <source>Input size</source>
        <translation>Eingabegröße</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epochen</translation>
    </message>
    <message>
        <source>Images per step</source>
        <translation>Bilder pro Schritt</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <source>none here</source>
        <translation>keine vorhanden</translation>
    </message>
    <message>
        <source>whole model</source>
        <translation>ganzes Modell</translation>
    </message>
    <message>
        <source>backbone (%1)</source>
        <translation>Rückgrat (%1)</translation>
    </message>
    <message>
        <source>No weight file for this model in %1</source>
        <translation>Keine Gewichtsdatei für dieses Modell in %1</translation>
    </message>
    <message>
        <source>counting…</source>
        <translation>wird gezählt…</translation>
    </message>
    <message>
        <source>No pretrained weights for %1 on this machine: it learns from scratch. Put torchvision&apos;s weight file in %2 to start from it.</source>
        <translation>Keine vortrainierten Gewichte für %1 auf diesem Rechner: Es lernt von Grund auf. Legen Sie die Gewichtsdatei von torchvision in %2 ab, um damit zu beginnen.</translation>
    </message>
    <message>
        <source>measuring…</source>
        <translation>wird gemessen…</translation>
    </message>
    <message>
        <source>%1 x %1 pixels, %2 images per step, measured on this machine</source>
        <translation>%1 × %1 Pixel, %2 Bilder pro Schritt, auf diesem Rechner gemessen</translation>
    </message>
</context>
<context>
    <name>osprey::ui::MonitorView</name>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Epoch</source>
        <translation>Epoche</translation>
    </message>
    <message>
        <source>Wall time (min)</source>
        <translation>Laufzeit (min)</translation>
    </message>
    <message>
        <source>Log loss</source>
        <translation>Verlust logarithmisch</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Finish the current step, write a checkpoint and end the run as stopped</source>
        <translation>Den aktuellen Schritt beenden, einen Checkpoint schreiben und den Lauf als angehalten beenden</translation>
    </message>
    <message>
        <source>Kill</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>End the process now; the last checkpoint stays as it was</source>
        <translation>Den Prozess sofort beenden; der letzte Checkpoint bleibt unverändert</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Continue the run from its last checkpoint</source>
        <translation>Den Lauf ab seinem letzten Checkpoint fortsetzen</translation>
    </message>
    <message>
        <source>Duplicate and edit</source>
        <translation>Duplizieren und bearbeiten</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>Lauf:</translation>
    </message>
    <message>
        <source>X axis:</source>
        <translation>X-Achse:</translation>
    </message>
    <message>
        <source>Smoothing:</source>
        <translation>Glättung:</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>The output of runs started here appears in this pane.</source>
        <translation>Die Ausgabe hier gestarteter Läufe erscheint in diesem Bereich.</translation>
    </message>
    <message>
        <source>mAP</source>
        <translation>mAP</translation>
    </message>
    <message>
        <source>#%1 %2 (%3)</source>
        <translation>#%1 %2 (%3)</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>epoch</source>
        <translation>Epoche</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <source>COCO AP</source>
        <translation>COCO-Genauigkeit (AP)</translation>
    </message>
    <message>
        <source>top-k accuracy (%)</source>
        <translation>Top-k-Genauigkeit (%)</translation>
    </message>
    <message>
        <source>images / s</source>
        <translation>Bilder / s</translation>
    </message>
    <message>
        <source>data wait (%)</source>
        <translation>Datenwartezeit (%)</translation>
    </message>
    <message>
        <source>%1 (raw)</source>
        <translation>%1 (roh)</translation>
    </message>
    <message>
        <source>train loss</source>
        <translation>Trainingsverlust</translation>
    </message>
    <message>
        <source>val loss</source>
        <translation>Validierungsverlust</translation>
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
        <translation>Bilder/s</translation>
    </message>
    <message>
        <source>data wait %</source>
        <translation>Datenwartezeit %</translation>
    </message>
    <message>
        <source>No run selected.</source>
        <translation>Kein Lauf ausgewählt.</translation>
    </message>
    <message>
        <source>Starting %1 …</source>
        <translation>%1 wird gestartet …</translation>
    </message>
    <message>
        <source> — the training process ended without recording why (killed?)</source>
        <translation> — der Trainingsprozess endete, ohne den Grund festzuhalten (abgebrochen?)</translation>
    </message>
    <message>
        <source>%1 (EMA)</source>
        <translation>%1 (EMA)</translation>
    </message>
    <message>
        <source>Smoothing of every measured curve (exponential moving average weight); the raw values stay faint</source>
        <translation>Glättung jeder gemessenen Kurve (Gewicht des exponentiellen gleitenden Mittels); die Rohwerte bleiben blass sichtbar</translation>
    </message>
    <message>
        <source>Edit and relaunch</source>
        <translation>Bearbeiten und neu starten</translation>
    </message>
    <message>
        <source>%1 (smoothed)</source>
        <translation>%1 (geglättet)</translation>
    </message>
    <message>
        <source>diverged</source>
        <comment>the loss became NaN here</comment>
        <translation>divergiert</translation>
    </message>
</context>
<context>
    <name>osprey::ui::NewExperimentWizard</name>
    <message>
        <source>New experiment</source>
        <translation>Neues Experiment</translation>
    </message>
    <message>
        <source>Create experiment</source>
        <translation>Experiment anlegen</translation>
    </message>
</context>
<context>
    <name>osprey::ui::ProblemTexts</name>
    <message>
        <source>end of map not found</source>
        <translation>Ende der Zuordnung nicht gefunden</translation>
    </message>
    <message>
        <source>end of map flow not found</source>
        <translation>Ende der Zuordnung in Klammern nicht gefunden</translation>
    </message>
    <message>
        <source>end of sequence not found</source>
        <translation>Ende der Liste nicht gefunden</translation>
    </message>
    <message>
        <source>end of sequence flow not found</source>
        <translation>Ende der Liste in Klammern nicht gefunden</translation>
    </message>
    <message>
        <source>unknown token</source>
        <translation>unbekanntes Zeichen</translation>
    </message>
    <message>
        <source>illegal document indicator in scalar</source>
        <translation>unzulässige Dokumentmarke in einem Wert</translation>
    </message>
    <message>
        <source>illegal EOF in scalar</source>
        <translation>unerwartetes Dateiende in einem Wert</translation>
    </message>
    <message>
        <source>illegal character in scalar</source>
        <translation>unzulässiges Zeichen in einem Wert</translation>
    </message>
    <message>
        <source>illegal tab when looking for indentation</source>
        <translation>unzulässiger Tabulator in der Einrückung</translation>
    </message>
    <message>
        <source>illegal flow end</source>
        <translation>unzulässige schließende Klammer</translation>
    </message>
    <message>
        <source>illegal block entry</source>
        <translation>unzulässiger Listeneintrag</translation>
    </message>
    <message>
        <source>illegal map key</source>
        <translation>unzulässiger Schlüssel</translation>
    </message>
    <message>
        <source>illegal map value</source>
        <translation>unzulässiger Wert (fehlt ein Leerzeichen nach dem Doppelpunkt?)</translation>
    </message>
    <message>
        <source>alias not found after *</source>
        <translation>kein Alias nach *</translation>
    </message>
    <message>
        <source>anchor not found after &amp;</source>
        <translation>kein Anker nach &amp;</translation>
    </message>
    <message>
        <source>the referenced anchor is not defined</source>
        <translation>der verwiesene Anker ist nicht definiert</translation>
    </message>
    <message>
        <source>unmatched group tag</source>
        <translation>Gruppenmarke ohne Gegenstück</translation>
    </message>
    <message>
        <source>invalid scalar</source>
        <translation>ungültiger Wert</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>keinen Wert</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (write a list such as [1, 2])</source>
        <translation>&apos;%1&apos; (schreiben Sie eine Liste wie [1, 2])</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in the list</source>
        <translation>&apos;%1&apos; in der Liste</translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation>YAML-Syntaxfehler: %1</translation>
    </message>
    <message>
        <source>cannot read the value: %1</source>
        <translation>der Wert ist nicht lesbar: %1</translation>
    </message>
    <message>
        <source>lists or mappings nested deeper than %1 levels, the most the YAML reader takes</source>
        <translation>Listen oder Zuordnungen sind tiefer als %1 Ebenen verschachtelt, mehr verarbeitet der YAML-Leser nicht</translation>
    </message>
    <message>
        <source>an experiment file must be a mapping of keys to values</source>
        <translation>eine Experimentdatei muss Schlüssel auf Werte abbilden</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a section and must hold keys, such as &apos;%2&apos;</source>
        <translation>&apos;%1&apos; ist ein Abschnitt und muss Schlüssel enthalten, etwa &apos;%2&apos;</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;</source>
        <translation>unbekannter Schlüssel &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;; did you mean &apos;%2&apos;?</source>
        <translation>unbekannter Schlüssel &apos;%1&apos;; meinten Sie &apos;%2&apos;?</translation>
    </message>
    <message>
        <source>key &apos;%1&apos; must be %2, got %3</source>
        <translation>Schlüssel &apos;%1&apos; muss %2 sein, erhalten: %3</translation>
    </message>
    <message>
        <source>key &apos;%1&apos; must be %2, got %3; did you mean &apos;%4&apos;?</source>
        <translation>Schlüssel &apos;%1&apos; muss %2 sein, erhalten: %3; meinten Sie &apos;%4&apos;?</translation>
    </message>
    <message>
        <source>the digits picture</source>
        <translation>das Ziffernbild</translation>
    </message>
    <message>
        <source>a YOLO data file</source>
        <translation>eine YOLO-Datendatei</translation>
    </message>
    <message>
        <source>the %1 dataset</source>
        <translation>der Datensatz %1</translation>
    </message>
    <message>
        <source>a COCO annotation file</source>
        <translation>eine COCO-Annotationsdatei</translation>
    </message>
    <message>
        <source>a weight file</source>
        <translation>eine Gewichtsdatei</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a registered model (osprey-cli models)</source>
        <translation>&apos;%1&apos; ist kein registriertes Modell (osprey-cli models)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a %2 model; this experiment&apos;s task is %3</source>
        <translation>&apos;%1&apos; ist ein Modell für %2; die Aufgabe dieses Experiments ist %3</translation>
    </message>
    <message>
        <source>the yolo dataset needs its data.yaml</source>
        <translation>der Datensatz yolo braucht seine data.yaml</translation>
    </message>
    <message>
        <source>the %1 dataset needs its folder</source>
        <translation>der Datensatz %1 braucht seinen Ordner</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not exist</source>
        <translation>&apos;%1&apos; existiert nicht</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a folder; %2 is a file</source>
        <translation>&apos;%1&apos; ist ein Ordner; %2 ist eine Datei</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a regular file; %2 is a file</source>
        <translation>&apos;%1&apos; ist keine gewöhnliche Datei; %2 ist eine Datei</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a file; %2 is a folder</source>
        <translation>&apos;%1&apos; ist eine Datei; %2 ist ein Ordner</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be read (permissions)</source>
        <translation>&apos;%1&apos; ist nicht lesbar (Zugriffsrechte)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not %2 (expected a %3 file)</source>
        <translation>&apos;%1&apos; ist nicht %2 (erwartet wird eine Datei %3)</translation>
    </message>
</context>
<context>
    <name>osprey::ui::RunController</name>
    <message>
        <source>Nothing to run.</source>
        <translation>Nichts zu starten.</translation>
    </message>
    <message>
        <source>Cannot create the run folder &apos;%1&apos;.</source>
        <translation>Der Laufordner &apos;%1&apos; kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot write the experiment into &apos;%1&apos;: %2</source>
        <translation>Das Experiment kann nicht nach &apos;%1&apos; geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Run #%1 is not in the store.</source>
        <translation>Lauf #%1 ist nicht im Laufspeicher.</translation>
    </message>
    <message>
        <source>Run #%1 is still running.</source>
        <translation>Lauf #%1 läuft noch.</translation>
    </message>
</context>
<context>
    <name>osprey::ui::RunProcess</name>
    <message>
        <source>Cannot start %1: %2
</source>
        <translation>%1 kann nicht gestartet werden: %2
</translation>
    </message>
</context>
<context>
    <name>osprey::ui::RunReasonText</name>
    <message>
        <source>NaN</source>
        <translation>NaN (keine Zahl)</translation>
    </message>
    <message>
        <source>minus infinity</source>
        <translation>minus unendlich</translation>
    </message>
    <message>
        <source>infinity</source>
        <translation>unendlich</translation>
    </message>
    <message>
        <source>the training loss became %1 at epoch %2, step %3; lower optim.lr or enable optim.grad_clip</source>
        <translation>der Trainingsverlust wurde in Epoche %2, Schritt %3 zu %1; optim.lr senken oder optim.grad_clip einschalten</translation>
    </message>
    <message>
        <source>the weights hold NaN or infinite values after epoch %1, step %2 (an update diverged although its loss was finite); lower optim.lr or enable optim.grad_clip</source>
        <translation>die Gewichte enthalten nach Epoche %1, Schritt %2 NaN oder unendliche Werte (eine Aktualisierung divergierte, obwohl ihr Verlust endlich war); optim.lr senken oder optim.grad_clip einschalten</translation>
    </message>
    <message>
        <source>%1 updates in a row were skipped for NaN or infinite gradients under fp16 (the loss scale is down to %2), at epoch %3, step %4: the training diverged; lower optim.lr, enable optim.grad_clip, or train in bf16</source>
        <translation>%1 Aktualisierungen in Folge wurden unter fp16 wegen NaN oder unendlicher Gradienten übersprungen (die Verlustskalierung ist auf %2 gesunken), in Epoche %3, Schritt %4: das Training divergierte; optim.lr senken, optim.grad_clip einschalten oder in bf16 trainieren</translation>
    </message>
    <message>
        <source>ended unexpectedly</source>
        <translation>unerwartet beendet</translation>
    </message>
    <message>
        <source>stopped before the run began</source>
        <translation>vor Beginn des Laufs angehalten</translation>
    </message>
    <message>
        <source>the training process crashed or could not be started</source>
        <translation>der Trainingsprozess ist abgestürzt oder konnte nicht gestartet werden</translation>
    </message>
    <message>
        <source>the training process ended with exit code %1 before the run began</source>
        <translation>der Trainingsprozess endete mit Exit-Code %1, bevor der Lauf begann</translation>
    </message>
    <message>
        <source>rank %1 of %2: %3</source>
        <translation>Rang %1 von %2: %3</translation>
    </message>
    <message>
        <source>Loss became %1 at step %2 (%3)</source>
        <translation>Verlust wurde bei Schritt %2 zu %1 (%3)</translation>
    </message>
    <message>
        <source>%1 after epoch %2</source>
        <translation>%1 nach Epoche %2</translation>
    </message>
</context>
<context>
    <name>osprey::ui::RunStatusWords</name>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
</context>
<context>
    <name>osprey::ui::RunsTableModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <source>Best metric</source>
        <translation>Bester Wert</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>%1, diverged</source>
        <comment>run status</comment>
        <translation>%1, divergiert</translation>
    </message>
</context>
<context>
    <name>osprey::ui::RunsView</name>
    <message>
        <source>Search name, model, dataset, notes…</source>
        <translation>Name, Modell, Datensatz, Notizen durchsuchen…</translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation>Alle Status</translation>
    </message>
    <message>
        <source>Config diff</source>
        <translation>Konfigurationen vergleichen</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Notes…</source>
        <translation>Notizen…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Ordner öffnen</translation>
    </message>
    <message>
        <source>Try on images</source>
        <translation>An Bildern ausprobieren</translation>
    </message>
    <message>
        <source>Load the run&apos;s checkpoint in the Inference tab</source>
        <translation>Den Checkpoint des Laufs im Reiter Inferenz laden</translation>
    </message>
    <message>
        <source>Overlay of the selected runs:</source>
        <translation>Überlagerung der ausgewählten Läufe:</translation>
    </message>
    <message>
        <source>Compare runs</source>
        <translation>Läufe vergleichen</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>The two configs are the same.</source>
        <translation>Die beiden Konfigurationen sind gleich.</translation>
    </message>
    <message>
        <source>Rename run</source>
        <translation>Lauf umbenennen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Notes on #%1 %2:</source>
        <translation>Notizen zu #%1 %2:</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Läufe löschen</translation>
    </message>
    <message>
        <source>Run #%1 %2 is still running: stop it first.</source>
        <translation>Lauf #%1 %2 läuft noch: zuerst anhalten.</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the run store? Their curves and history are removed.</source>
        <translation>
            <numerusform>%n Lauf aus dem Laufspeicher löschen? Seine Kurven und sein Verlauf werden entfernt.</numerusform>
            <numerusform>%n Läufe aus dem Laufspeicher löschen? Ihre Kurven und ihr Verlauf werden entfernt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Also delete the run folders (checkpoints, logs) from disk</source>
        <translation>Auch die Laufordner (Checkpoints, Protokolle) von der Festplatte löschen</translation>
    </message>
</context>
<context>
    <name>osprey::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Run store</source>
        <translation>Laufspeicher</translation>
    </message>
    <message>
        <source>Default data folder</source>
        <translation>Standard-Datenordner</translation>
    </message>
    <message>
        <source>Runs folder</source>
        <translation>Ordner für Läufe</translation>
    </message>
    <message>
        <source>mpirun</source>
        <translation>mpirun</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>A new language applies when the workbench starts again.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start der Werkbank.</translation>
    </message>
</context>
<context>
    <name>osprey::ui::StepTimer</name>
    <message>
        <source>%1 does not start: %2</source>
        <translation>%1 startet nicht: %2</translation>
    </message>
    <message>
        <source>the measurement ended with exit code %1</source>
        <translation>die Messung endete mit Exit-Code %1</translation>
    </message>
</context>
<context>
    <name>osprey::ui::StoreReader</name>
    <message>
        <source>the run store &apos;%1&apos; was replaced by another file; reading that one</source>
        <translation>der Lauf-Speicher &apos;%1&apos; wurde durch eine andere Datei ersetzt; diese wird gelesen</translation>
    </message>
    <message>
        <source>the run store &apos;%1&apos; was removed, and the runs recorded in it with it; the next run started makes a new one</source>
        <translation>der Lauf-Speicher &apos;%1&apos; wurde entfernt und mit ihm die darin aufgezeichneten Läufe; der nächste gestartete Lauf legt einen neuen an</translation>
    </message>
</context>
<context>
    <name>osprey::ui::TaskWords</name>
    <message>
        <source>classification</source>
        <translation>Klassifikation</translation>
    </message>
    <message>
        <source>detection</source>
        <translation>Objekterkennung</translation>
    </message>
</context>
<context>
    <name>osprey::ui::WelcomeView</name>
    <message>
        <source>&lt;h2&gt;Welcome to Osprey&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Willkommen bei Osprey&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Train image classifiers and object detectors on your own pictures, watch them learn, and see what they find.</source>
        <translation>Trainieren Sie Bildklassifikatoren und Objektdetektoren mit Ihren eigenen Bildern, sehen Sie ihnen beim Lernen zu und sehen Sie, was sie finden.</translation>
    </message>
    <message>
        <source>New experiment from your data…</source>
        <translation>Neues Experiment mit Ihren Daten…</translation>
    </message>
    <message>
        <source>Choose a dataset folder: Osprey recognises the format and suggests a model</source>
        <translation>Einen Datensatzordner wählen: Osprey erkennt das Format und schlägt ein Modell vor</translation>
    </message>
    <message>
        <source>Try the demo</source>
        <translation>Demo ausprobieren</translation>
    </message>
    <message>
        <source>Train a small classifier on 5,000 handwritten digits; about a minute on a laptop</source>
        <translation>Einen kleinen Klassifikator mit 5.000 handgeschriebenen Ziffern trainieren; etwa eine Minute auf einem Laptop</translation>
    </message>
    <message>
        <source>Start from a recipe</source>
        <translation>Mit einem Rezept beginnen</translation>
    </message>
    <message>
        <source>Recent experiments</source>
        <translation>Zuletzt verwendete Experimente</translation>
    </message>
    <message>
        <source>Recent runs</source>
        <translation>Letzte Läufe</translation>
    </message>
    <message>
        <source>None yet: experiments you open or save appear here.</source>
        <translation>Noch keine: Experimente, die Sie öffnen oder speichern, erscheinen hier.</translation>
    </message>
    <message>
        <source>#%1 %2 — %3, %4</source>
        <translation>#%1 %2 – %3, %4</translation>
    </message>
    <message>
        <source>None yet: runs you launch, here or with osprey-cli, appear here.</source>
        <translation>Noch keine: Läufe, die Sie hier oder mit osprey-cli starten, erscheinen hier.</translation>
    </message>
</context>
</TS>
