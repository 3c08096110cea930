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
    <name>DetectorEvaluation</name>
    <message>
        <source>background</source>
        <translation>Hintergrund</translation>
    </message>
    <message>
        <source>missed: %1</source>
        <translation>übersehen: %1</translation>
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
    <name>RunPictures</name>
    <message>
        <source>The pictures cannot be shown: %1</source>
        <translation>Die Bilder können nicht gezeigt werden: %1</translation>
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
    <name>ThresholdsText</name>
    <message>
        <source>%1 for every class, chosen at epoch %2</source>
        <translation>%1 für jede Klasse, gewählt in Epoche %2</translation>
    </message>
    <message>
        <source>F1-best per class, chosen at epoch %1</source>
        <translation>F1-beste je Klasse, gewählt in Epoche %1</translation>
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
    <message>
        <source>At each validation keep every image&apos;s prediction, loss, margin and entropy (and the confusion matrix) in the run&apos;s inspect.db, for finding wrong labels and confusions</source>
        <translation>Bei jeder Validierung Vorhersage, Verlust, Marge und Entropie jedes Bildes (und die Konfusionsmatrix) in der inspect.db des Laufs behalten, um falsche Labels und Verwechslungen zu finden</translation>
    </message>
    <message>
        <source>Classification: keep each training image&apos;s mean margin per epoch, from the training pass, to rank suspected label errors (area under the margin); not with mixup</source>
        <translation>Klassifikation: die mittlere Marge jedes Trainingsbildes pro Epoche aus dem Trainingsdurchlauf behalten, um vermutete Labelfehler zu ordnen (Fläche unter der Marge); nicht mit Mixup</translation>
    </message>
    <message>
        <source>Text file of pictures to leave out, one name per line as data check and inspect errors print them (relative: from data.root); empty: none</source>
        <translation>Textdatei mit auszulassenden Bildern, ein Name pro Zeile, wie data check und inspect errors sie ausgeben (relativ: ab data.root); leer: keine</translation>
    </message>
    <message>
        <source>Keep the weights alone (no optimizer state) every N epochs in snapshots/, all of them, for the Monitor&apos;s checkpoint scrubber; 0: off</source>
        <translation>Alle N Epochen nur die Gewichte (ohne Optimiererzustand) in snapshots/ behalten, alle davon, für den Checkpoint-Scrubber des Monitors; 0: aus</translation>
    </message>
    <message>
        <source>Update all parameters with a few multi-tensor kernels (SGD, AdamW); same results</source>
        <translation>Alle Parameter mit wenigen Multi-Tensor-Kernels aktualisieren (SGD, AdamW); gleiche Ergebnisse</translation>
    </message>
    <message>
        <source>Where training pictures are decoded: gpu with nvJPEG (classification on CUDA, JPEGs), cpu on the loader&apos;s workers, auto on the CPU until GPU decoding trains faster</source>
        <translation>Wo Trainingsbilder dekodiert werden: gpu mit nvJPEG (Klassifikation auf CUDA, JPEGs), cpu in den Threads des Laders, auto auf der CPU, bis GPU-Dekodierung schneller trainiert</translation>
    </message>
    <message>
        <source>Also write the run&apos;s metrics, configuration and a few validation pictures as TensorBoard event files in the run&apos;s tensorboard/ folder (tensorboard --logdir shows them live)</source>
        <translation>Metriken, Konfiguration und einige Validierungsbilder des Laufs zusätzlich als TensorBoard-Ereignisdateien im Ordner tensorboard/ des Laufs schreiben (tensorboard --logdir zeigt sie live)</translation>
    </message>
    <message>
        <source>tfrecord: glob of the training shards, relative to data.root; empty: the files named train*</source>
        <translation>tfrecord: Glob der Trainings-Shards, relativ zu data.root; leer: die Dateien namens train*</translation>
    </message>
    <message>
        <source>tfrecord: glob of the validation shards, relative to data.root; empty: the files named val* or validation*</source>
        <translation>tfrecord: Glob der Validierungs-Shards, relativ zu data.root; leer: die Dateien namens val* oder validation*</translation>
    </message>
    <message>
        <source>tfrecord: skip and count a corrupt record (CRC, length, not a tf.Example) instead of refusing the dataset</source>
        <translation>tfrecord: einen beschädigten Datensatz (CRC, Länge, kein tf.Example) überspringen und zählen, statt den Datensatz abzulehnen</translation>
    </message>
    <message>
        <source>tfrecord: the feature holding the encoded picture</source>
        <translation>tfrecord: das Feature mit dem kodierten Bild</translation>
    </message>
    <message>
        <source>tfrecord, classification: the int64 feature holding the class label</source>
        <translation>tfrecord, Klassifikation: das int64-Feature mit der Klassenbezeichnung</translation>
    </message>
    <message>
        <source>tfrecord, classification: the stored label of the first class; auto: 1 (ImageNet&apos;s, 0 unused) unless a record holds label 0</source>
        <translation>tfrecord, Klassifikation: die gespeicherte Bezeichnung der ersten Klasse; auto: 1 (wie bei ImageNet, 0 unbenutzt), außer ein Datensatz hat die Bezeichnung 0</translation>
    </message>
    <message>
        <source>tfrecord, classification: the feature naming the class (else image/class/text, else the label)</source>
        <translation>tfrecord, Klassifikation: das Feature mit dem Klassennamen (sonst image/class/text, sonst die Bezeichnung)</translation>
    </message>
    <message>
        <source>tfrecord, detection: the prefix of the box features xmin, ymin, xmax, ymax (normalised to [0, 1])</source>
        <translation>tfrecord, Erkennung: das Präfix der Rahmen-Features xmin, ymin, xmax, ymax (auf [0, 1] normiert)</translation>
    </message>
    <message>
        <source>tfrecord, detection: the int64 feature of each box&apos;s class id</source>
        <translation>tfrecord, Erkennung: das int64-Feature mit der Klassen-ID jedes Rahmens</translation>
    </message>
    <message>
        <source>tfrecord, detection: the feature of each box&apos;s class name</source>
        <translation>tfrecord, Erkennung: das Feature mit dem Klassennamen jedes Rahmens</translation>
    </message>
    <message>
        <source>Dataset format. Classification: the built-in digits demo, class-per-folder images, CIFAR binary, synthetic. Detection: the built-in shapes demo, COCO instances JSON, Pascal VOC XML, YOLO txt. Both: TFRecord shards</source>
        <translation>Format des Datensatzes. Klassifikation: die eingebaute Ziffern-Demo, Bilder mit einem Ordner pro Klasse, CIFAR-Binärdateien, synthetische Daten. Erkennung: die eingebaute Formen-Demo, COCO-Instanzen (JSON), Pascal VOC (XML), YOLO (txt). Beides: TFRecord-Shards</translation>
    </message>
    <message>
        <source>Dataset location: a folder (folder, cifar, coco, voc), digits.png (digits; empty: Debian&apos;s opencv-doc copy), the data.yaml (yolo) or a folder or glob of shards (tfrecord)</source>
        <translation>Ort des Datensatzes: ein Ordner (folder, cifar, coco, voc), digits.png (digits; leer: die Kopie aus Debians opencv-doc), die data.yaml (yolo) oder ein Ordner oder Glob von Shards (tfrecord)</translation>
    </message>
</context>
<context>
    <name>osprey::DatasetFormat</name>
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
        <source>Digits demo</source>
        <translation>Ziffern-Demo</translation>
    </message>
    <message>
        <source>Image folder (a folder per class)</source>
        <translation>Bildordner (ein Ordner pro Klasse)</translation>
    </message>
    <message>
        <source>class folders</source>
        <translation>Klassenordner</translation>
    </message>
    <message>
        <source>Shapes demo (detection)</source>
        <translation>Formen-Demo (Detektion)</translation>
    </message>
    <message>
        <source>Synthetic tensors</source>
        <translation>Synthetische Tensoren</translation>
    </message>
    <message>
        <source>TFRecord shards (tf.Example)</source>
        <translation>TFRecord-Shards (tf.Example)</translation>
    </message>
    <message>
        <source>Pascal VOC (XML)</source>
        <translation>Pascal VOC (XML-Dateien)</translation>
    </message>
    <message>
        <source>YOLO (data.yaml)</source>
        <translation>YOLO (data.yaml-Datei)</translation>
    </message>
</context>
<context>
    <name>osprey::Errors</name>
    <message>
        <source>the record at byte {offset} of &apos;{file}&apos; is cut off: the file ends {missing} bytes before the record does</source>
        <translation>Der Datensatz bei Byte {offset} von &apos;{file}&apos; ist abgeschnitten: Die Datei endet {missing} Bytes vor dem Ende des Datensatzes</translation>
    </message>
    <message>
        <source>the record at byte {offset} of &apos;{file}&apos; is corrupt: its length does not match its CRC (is it a TFRecord file, and is its compression right?)</source>
        <translation>Der Datensatz bei Byte {offset} von &apos;{file}&apos; ist beschädigt: Seine Länge passt nicht zu ihrer CRC (ist es eine TFRecord-Datei, und stimmt ihre Kompression?)</translation>
    </message>
    <message>
        <source>the record at byte {offset} of &apos;{file}&apos; says it has {length} bytes, more than the {limit} MiB a record may have</source>
        <translation>Der Datensatz bei Byte {offset} von &apos;{file}&apos; gibt {length} Bytes an, mehr als die {limit} MiB, die ein Datensatz haben darf</translation>
    </message>
    <message>
        <source>the record at byte {offset} of &apos;{file}&apos; says it has {length} bytes, but only {left} bytes of the file are left</source>
        <translation>Der Datensatz bei Byte {offset} von &apos;{file}&apos; gibt {length} Bytes an, aber von der Datei sind nur noch {left} Bytes übrig</translation>
    </message>
    <message>
        <source>the record at byte {offset} of &apos;{file}&apos; is corrupt: its {length} bytes do not match their CRC</source>
        <translation>Der Datensatz bei Byte {offset} von &apos;{file}&apos; ist beschädigt: Seine {length} Bytes passen nicht zu ihrer CRC</translation>
    </message>
    <message>
        <source>the compressed records of &apos;{file}&apos; cannot be read from byte {offset} on: {cause}</source>
        <translation>Die komprimierten Datensätze von &apos;{file}&apos; können ab Byte {offset} nicht gelesen werden: {cause}</translation>
    </message>
    <message>
        <source>the record at byte {offset} of &apos;{file}&apos;: {cause}</source>
        <translation>Der Datensatz bei Byte {offset} von &apos;{file}&apos;: {cause}</translation>
    </message>
    <message>
        <source>a tf.Example of {size} bytes is more than the {limit} MiB one may have</source>
        <translation>ein tf.Example von {size} Bytes ist mehr als die {limit} MiB, die eines haben darf</translation>
    </message>
    <message>
        <source>it is not a tf.Example (its bytes are not that protobuf message)</source>
        <translation>es ist kein tf.Example (seine Bytes sind nicht diese Protobuf-Nachricht)</translation>
    </message>
    <message>
        <source>its tf.Example has {count} features, more than the {limit} one may have</source>
        <translation>sein tf.Example hat {count} Merkmale, mehr als die {limit}, die eines haben darf</translation>
    </message>
    <message>
        <source>its tf.Example has more than the {limit} values one may have</source>
        <translation>sein tf.Example hat mehr als die {limit} Werte, die eines haben darf</translation>
    </message>
    <message>
        <source>&apos;{file}&apos; line {line}: {cause}</source>
        <translation>&apos;{file}&apos; Zeile {line}: {cause}</translation>
    </message>
    <message>
        <source>expected a record&apos;s offset and size (two whole numbers)</source>
        <translation>erwartet wurden Position und Größe eines Datensatzes (zwei ganze Zahlen)</translation>
    </message>
    <message>
        <source>a record of {size} bytes at byte {offset} does not fit the {bytes}-byte data file after the record before it</source>
        <translation>ein Datensatz von {size} Bytes bei Byte {offset} passt nicht nach dem vorigen Datensatz in die Datendatei von {bytes} Bytes</translation>
    </message>
    <message>
        <source>cannot read config file &apos;{path}&apos;: {cause}</source>
        <translation>Die Konfigurationsdatei &apos;{path}&apos; kann nicht gelesen werden: {cause}</translation>
    </message>
    <message>
        <source>--dump &apos;{path}&apos; is not a folder</source>
        <translation>--dump &apos;{path}&apos; ist kein Ordner</translation>
    </message>
    <message>
        <source>override &apos;{override}&apos; must have the form dotted.key=value (e.g. train.epochs=30)</source>
        <translation>Die Überschreibung &apos;{override}&apos; muss die Form punktierter.schlüssel=wert haben (z. B. train.epochs=30)</translation>
    </message>
    <message>
        <source>{count} of {total} images cannot be read (more than data.max_bad_fraction = {share}), for example:{examples}</source>
        <translation>{count} von {total} Bildern können nicht gelesen werden (mehr als data.max_bad_fraction = {share}), zum Beispiel:{examples}</translation>
    </message>
    <message>
        <source>cannot read CIFAR class names &apos;{path}&apos;: {cause}</source>
        <translation>CIFAR-Klassennamen &apos;{path}&apos; können nicht gelesen werden: {cause}</translation>
    </message>
    <message>
        <source>CIFAR folder &apos;{path}&apos; does not exist (data.root)</source>
        <translation>CIFAR-Ordner &apos;{path}&apos; existiert nicht (data.root)</translation>
    </message>
    <message>
        <source>CIFAR file &apos;{path}&apos; cannot be read: {cause}</source>
        <translation>CIFAR-Datei &apos;{path}&apos; kann nicht gelesen werden: {cause}</translation>
    </message>
    <message>
        <source>CIFAR file &apos;{path}&apos; has {size} bytes, not a whole number of {record}-byte records</source>
        <translation>CIFAR-Datei &apos;{path}&apos; hat {size} Bytes, keine ganze Zahl von Einträgen zu je {record} Bytes</translation>
    </message>
    <message>
        <source>CIFAR file &apos;{path}&apos; record {record} has label {label} (expected 0..{max})</source>
        <translation>CIFAR-Datei &apos;{path}&apos;: Eintrag {record} hat das Label {label} (erwartet 0..{max})</translation>
    </message>
    <message>
        <source>key &apos;{key}&apos; must list 3 numbers (R, G, B), got {count}</source>
        <translation>Schlüssel &apos;{key}&apos; muss 3 Zahlen (R, G, B) enthalten, erhalten: {count}</translation>
    </message>
    <message>
        <source>key &apos;{key}&apos; must be a range [low, high] with low &lt;= high</source>
        <translation>Schlüssel &apos;{key}&apos; muss ein Bereich [low, high] mit low &lt;= high sein</translation>
    </message>
    <message>
        <source>unsupported channel count {count}</source>
        <translation>nicht unterstützte Kanalanzahl {count}</translation>
    </message>
    <message>
        <source>image {index}</source>
        <translation>Bild {index}</translation>
    </message>
    <message>
        <source>image {index} (id {id})</source>
        <translation>Bild {index} (ID {id})</translation>
    </message>
    <message>
        <source>category {index}</source>
        <translation>Kategorie {index}</translation>
    </message>
    <message>
        <source>category {index} (id {id})</source>
        <translation>Kategorie {index} (ID {id})</translation>
    </message>
    <message>
        <source>annotation {index}</source>
        <translation>Annotation {index}</translation>
    </message>
    <message>
        <source>annotation {index} (id {id})</source>
        <translation>Annotation {index} (ID {id})</translation>
    </message>
    <message>
        <source>detection {index}</source>
        <translation>Detektion {index}</translation>
    </message>
    <message>
        <source>detection {index} (id {id})</source>
        <translation>Detektion {index} (ID {id})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: {place}: &apos;{key}&apos; is not a number</source>
        <translation>&apos;{path}&apos;: {place}: &apos;{key}&apos; ist keine Zahl</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: {place}: &apos;{key}&apos; is not an integer</source>
        <translation>&apos;{path}&apos;: {place}: &apos;{key}&apos; ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: {place}: &apos;bbox&apos; is not an array [x, y, width, height]</source>
        <translation>&apos;{path}&apos;: {place}: &apos;bbox&apos; ist kein Array [x, y, width, height]</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: {place}: &apos;bbox&apos; is malformed</source>
        <translation>&apos;{path}&apos;: {place}: &apos;bbox&apos; ist fehlerhaft</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: {place}: &apos;bbox&apos; has {count} numbers, not 4 [x, y, width, height]</source>
        <translation>&apos;{path}&apos;: {place}: &apos;bbox&apos; hat {count} Zahlen statt 4 [x, y, width, height]</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: {place}: &apos;{key}&apos; is not a string</source>
        <translation>&apos;{path}&apos;: {place}: &apos;{key}&apos; ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>COCO file &apos;{path}&apos; cannot be read: {cause}</source>
        <translation>COCO-Datei &apos;{path}&apos; kann nicht gelesen werden: {cause}</translation>
    </message>
    <message>
        <source>cannot read COCO file &apos;{path}&apos;</source>
        <translation>COCO-Datei &apos;{path}&apos; kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not valid JSON: {cause}</source>
        <translation>&apos;{path}&apos; ist kein gültiges JSON: {cause}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: &apos;{key}&apos; is not an array</source>
        <translation>&apos;{path}&apos;: &apos;{key}&apos; ist kein Array</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: {place}: is not a JSON object</source>
        <translation>&apos;{path}&apos;: {place}: ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: {place}: has no &apos;{key}&apos;</source>
        <translation>&apos;{path}&apos;: {place}: hat kein &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a COCO instances file (not a JSON object: {cause})</source>
        <translation>&apos;{path}&apos; ist keine COCO-Instanzendatei (kein JSON-Objekt: {cause})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a COCO instances file: it has no &apos;{key}&apos;</source>
        <translation>&apos;{path}&apos; ist keine COCO-Instanzendatei: &apos;{key}&apos; fehlt</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a COCO results file (a JSON array of detections): {cause}</source>
        <translation>&apos;{path}&apos; ist keine COCO-Ergebnisdatei (ein JSON-Array von Detektionen): {cause}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: {place}: lacks &apos;{key}&apos;</source>
        <translation>&apos;{path}&apos;: {place}: &apos;{key}&apos; fehlt</translation>
    </message>
    <message>
        <source>image folder &apos;{folder}&apos; for &apos;{path}&apos; does not exist</source>
        <translation>Bildordner &apos;{folder}&apos; für &apos;{path}&apos; existiert nicht</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: category id {id} appears twice</source>
        <translation>&apos;{path}&apos;: Kategorie-ID {id} kommt zweimal vor</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has no categories</source>
        <translation>&apos;{path}&apos; enthält keine Kategorien</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: image id {id} appears twice</source>
        <translation>&apos;{path}&apos;: Bild-ID {id} kommt zweimal vor</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: none of its images exist under &apos;{folder}&apos;</source>
        <translation>&apos;{path}&apos;: keines seiner Bilder existiert unter &apos;{folder}&apos;</translation>
    </message>
    <message>
        <source>data.val_fraction = {value} leaves no validation images</source>
        <translation>data.val_fraction = {value} lässt keine Validierungsbilder übrig</translation>
    </message>
    <message>
        <source>data.root must name the image folder when data.dataset is &apos;folder&apos;</source>
        <translation>data.root muss den Bildordner angeben, wenn data.dataset &apos;folder&apos; ist</translation>
    </message>
    <message>
        <source>dataset folder &apos;{path}&apos; does not exist or is not a folder (data.root)</source>
        <translation>Datensatzordner &apos;{path}&apos; existiert nicht oder ist kein Ordner (data.root)</translation>
    </message>
    <message>
        <source>data.root must name the CIFAR folder when data.dataset is &apos;{kind}&apos;</source>
        <translation>data.root muss den CIFAR-Ordner angeben, wenn data.dataset &apos;{kind}&apos; ist</translation>
    </message>
    <message>
        <source>data.dataset &apos;{kind}&apos; is not a classification dataset; task &apos;classification&apos; takes {choices}</source>
        <translation>data.dataset &apos;{kind}&apos; ist kein Klassifikationsdatensatz; die Aufgabe &apos;classification&apos; akzeptiert {choices}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; does not exist (data.root)</source>
        <translation>&apos;{path}&apos; existiert nicht (data.root)</translation>
    </message>
    <message>
        <source>COCO annotation file &apos;{path}&apos; does not exist ({key}, defaulted from data.root and the split)</source>
        <translation>COCO-Annotationsdatei &apos;{path}&apos; existiert nicht ({key}, abgeleitet aus data.root und der Aufteilung)</translation>
    </message>
    <message>
        <source>COCO annotation file &apos;{path}&apos; does not exist ({key})</source>
        <translation>COCO-Annotationsdatei &apos;{path}&apos; existiert nicht ({key})</translation>
    </message>
    <message>
        <source>data.dataset &apos;{kind}&apos; holds no boxes; task &apos;detection&apos; takes {choices}</source>
        <translation>data.dataset &apos;{kind}&apos; enthält keine Boxen; die Aufgabe &apos;detection&apos; akzeptiert {choices}</translation>
    </message>
    <message>
        <source>data.root must name the COCO folder (images under &lt;root&gt;/&lt;split&gt;) when data.dataset is &apos;coco&apos;</source>
        <translation>data.root muss den COCO-Ordner angeben (Bilder unter &lt;root&gt;/&lt;split&gt;), wenn data.dataset &apos;coco&apos; ist</translation>
    </message>
    <message>
        <source>data.root must name the VOC folder (Annotations/, JPEGImages/) when data.dataset is &apos;voc&apos;</source>
        <translation>data.root muss den VOC-Ordner angeben (Annotations/, JPEGImages/), wenn data.dataset &apos;voc&apos; ist</translation>
    </message>
    <message>
        <source>data.root must name the dataset&apos;s data.yaml when data.dataset is &apos;yolo&apos;</source>
        <translation>data.root muss die data.yaml des Datensatzes angeben, wenn data.dataset &apos;yolo&apos; ist</translation>
    </message>
    <message>
        <source>the detection training split has no images (data.dataset {kind}, data.root &apos;{path}&apos;)</source>
        <translation>die Trainingsaufteilung der Detektion enthält keine Bilder (data.dataset {kind}, data.root &apos;{path}&apos;)</translation>
    </message>
    <message>
        <source>the detection validation split has no images (data.val_split &apos;{split}&apos;)</source>
        <translation>die Validierungsaufteilung der Detektion enthält keine Bilder (data.val_split &apos;{split}&apos;)</translation>
    </message>
    <message>
        <source>the training and validation splits name different classes: [{train}] against [{val}]</source>
        <translation>die Trainings- und die Validierungsaufteilung nennen verschiedene Klassen: [{train}] gegenüber [{val}]</translation>
    </message>
    <message>
        <source>the validation split names the classes [{val}] but the model was trained on [{trained}]</source>
        <translation>die Validierungsaufteilung nennt die Klassen [{val}], das Modell wurde aber auf [{trained}] trainiert</translation>
    </message>
    <message>
        <source>digits demo image &apos;{path}&apos; not found: install Debian&apos;s opencv-doc package or set data.root to a copy of digits.png</source>
        <translation>Bild der Ziffern-Demo &apos;{path}&apos; nicht gefunden: Installieren Sie Debians Paket opencv-doc oder setzen Sie data.root auf eine Kopie von digits.png</translation>
    </message>
    <message>
        <source>cannot read the digits demo image &apos;{path}&apos;: {cause}</source>
        <translation>Bild der Ziffern-Demo &apos;{path}&apos; kann nicht gelesen werden: {cause}</translation>
    </message>
    <message>
        <source>digits demo image &apos;{path}&apos; is {width}x{height} pixels; expected 2000x1000 (100x50 cells of 20x20)</source>
        <translation>Bild der Ziffern-Demo &apos;{path}&apos; hat {width}x{height} Pixel; erwartet 2000x1000 (100x50 Zellen zu 20x20)</translation>
    </message>
    <message>
        <source>dataset folder &apos;{path}&apos; holds no class folders: expected {root}/&lt;class name&gt;/&lt;images&gt;</source>
        <translation>Datensatzordner &apos;{path}&apos; enthält keine Klassenordner: erwartet {root}/&lt;Klassenname&gt;/&lt;Bilder&gt;</translation>
    </message>
    <message>
        <source>dataset folder &apos;{path}&apos; has classes [{classes}] but the training split has [{expected}]</source>
        <translation>Datensatzordner &apos;{path}&apos; hat die Klassen [{classes}], die Trainingsaufteilung aber [{expected}]</translation>
    </message>
    <message>
        <source>class folder &apos;{path}&apos; holds no images (.jpg .jpeg .png .bmp .webp .tif .tiff .ppm .pgm)</source>
        <translation>Klassenordner &apos;{path}&apos; enthält keine Bilder (.jpg .jpeg .png .bmp .webp .tif .tiff .ppm .pgm)</translation>
    </message>
    <message>
        <source>cannot write &apos;{path}&apos;</source>
        <translation>&apos;{path}&apos; kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a Pascal VOC folder: it has no Annotations/ folder</source>
        <translation>&apos;{path}&apos; ist kein Pascal-VOC-Ordner: es fehlt der Ordner Annotations/</translation>
    </message>
    <message>
        <source>cannot read the image list &apos;{path}&apos;: {cause}</source>
        <translation>Bildliste &apos;{path}&apos; kann nicht gelesen werden: {cause}</translation>
    </message>
    <message>
        <source>Pascal VOC folder &apos;{path}&apos; has no usable image for split &apos;{split}&apos;</source>
        <translation>Pascal-VOC-Ordner &apos;{path}&apos; enthält kein verwendbares Bild für die Aufteilung &apos;{split}&apos;</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: cannot read the image list &apos;{list}&apos;: {cause}</source>
        <translation>&apos;{path}&apos;: Bildliste &apos;{list}&apos; kann nicht gelesen werden: {cause}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: &apos;{entry}&apos; is neither an image folder nor a .txt list of images</source>
        <translation>&apos;{path}&apos;: &apos;{entry}&apos; ist weder ein Bildordner noch eine .txt-Liste von Bildern</translation>
    </message>
    <message>
        <source>cannot read YOLO data file &apos;{path}&apos;: {cause}</source>
        <translation>YOLO-Datendatei &apos;{path}&apos; kann nicht gelesen werden: {cause}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has no &apos;{split}&apos; entry</source>
        <translation>&apos;{path}&apos; hat keinen Eintrag &apos;{split}&apos;</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: class indices in &apos;names&apos; must run 0, 1, 2, ... without gaps</source>
        <translation>&apos;{path}&apos;: die Klassenindizes in &apos;names&apos; müssen lückenlos 0, 1, 2, ... lauten</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has no &apos;names&apos; (a list of class names, or an index: name map)</source>
        <translation>&apos;{path}&apos; hat kein &apos;names&apos; (eine Liste von Klassennamen oder eine Zuordnung Index: Name)</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: {cause}</source>
        <translation>&apos;{path}&apos;: {cause}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: the &apos;{split}&apos; images are empty</source>
        <translation>&apos;{path}&apos;: die Bilder von &apos;{split}&apos; sind leer</translation>
    </message>
    <message>
        <source>hardware.device &apos;{device}&apos; is not a device; use auto, cpu, cuda or cuda:N</source>
        <translation>hardware.device &apos;{device}&apos; ist kein Gerät; verwenden Sie auto, cpu, cuda oder cuda:N</translation>
    </message>
    <message>
        <source>hardware.device is &apos;{device}&apos; but this libtorch has no usable CUDA device</source>
        <translation>hardware.device ist &apos;{device}&apos;, aber diese libtorch hat kein nutzbares CUDA-Gerät</translation>
    </message>
    <message>
        <source>hardware.device is &apos;{device}&apos; but only {count} CUDA device(s) exist</source>
        <translation>hardware.device ist &apos;{device}&apos;, aber es gibt nur {count} CUDA-Gerät(e)</translation>
    </message>
    <message>
        <source>hardware.precision fp16 needs a CUDA device (autocast on the CPU runs in bf16); use hardware.precision=bf16 or fp32 here</source>
        <translation>hardware.precision fp16 braucht ein CUDA-Gerät (Autocast auf der CPU rechnet in bf16); verwenden Sie hier hardware.precision=bf16 oder fp32</translation>
    </message>
    <message>
        <source>hardware.precision must be fp32, bf16 or fp16, got &apos;{value}&apos;</source>
        <translation>hardware.precision muss fp32, bf16 oder fp16 sein, erhalten: &apos;{value}&apos;</translation>
    </message>
    <message>
        <source>dist.backend: &apos;nccl&apos; needs a libtorch built with CUDA and NCCL; this osprey-cli&apos;s libtorch has no NCCL (use &apos;mpi&apos; or &apos;gloo&apos;, or &apos;auto&apos;)</source>
        <translation>dist.backend: &apos;nccl&apos; braucht eine mit CUDA und NCCL gebaute libtorch; die libtorch dieses osprey-cli hat kein NCCL (verwenden Sie &apos;mpi&apos;, &apos;gloo&apos; oder &apos;auto&apos;)</translation>
    </message>
    <message>
        <source>dist.backend: &apos;nccl&apos; cannot serve this run: {cause} (set hardware.device to give each rank its own GPU, or use &apos;mpi&apos; or &apos;gloo&apos;)</source>
        <translation>dist.backend: &apos;nccl&apos; kann diesen Lauf nicht bedienen: {cause} (geben Sie mit hardware.device jedem Rang eine eigene GPU, oder verwenden Sie &apos;mpi&apos; oder &apos;gloo&apos;)</translation>
    </message>
    <message>
        <source>dist.backend: this osprey-cli was built without Gloo (install libgloo-dev and rebuild, or use &apos;mpi&apos;)</source>
        <translation>dist.backend: Dieses osprey-cli wurde ohne Gloo gebaut (installieren Sie libgloo-dev und bauen Sie neu, oder verwenden Sie &apos;mpi&apos;)</translation>
    </message>
    <message>
        <source>dist.backend: unknown backend &apos;{value}&apos; (auto, mpi, nccl or gloo)</source>
        <translation>dist.backend: unbekanntes Backend &apos;{value}&apos; (auto, mpi, nccl oder gloo)</translation>
    </message>
    <message>
        <source>{backend}: rank 0 could not serve the rendezvous store on {host}: {cause}</source>
        <translation>{backend}: Rang 0 konnte den Rendezvous-Speicher auf {host} nicht bereitstellen: {cause}</translation>
    </message>
    <message>
        <source>{backend}: {rank} could not reach rank 0&apos;s store at {address}: {cause}</source>
        <translation>{backend}: {rank} konnte den Speicher von Rang 0 unter {address} nicht erreichen: {cause}</translation>
    </message>
    <message>
        <source>{backend} all-reduce failed: {cause}</source>
        <translation>{backend}-All-Reduce ist fehlgeschlagen: {cause}</translation>
    </message>
    <message>
        <source>{backend} is not part of this build</source>
        <translation>{backend} ist nicht Teil dieses Builds</translation>
    </message>
    <message>
        <source>{backend} process group on {rank} could not start: {cause}</source>
        <translation>Die {backend}-Prozessgruppe auf {rank} konnte nicht starten: {cause}</translation>
    </message>
    <message>
        <source>this libtorch has no distributed (c10d) support</source>
        <translation>diese libtorch unterstützt kein verteiltes Rechnen (c10d)</translation>
    </message>
    <message>
        <source>MPI {call} failed: {cause}</source>
        <translation>MPI {call} ist fehlgeschlagen: {cause}</translation>
    </message>
    <message>
        <source>no MPI type for tensors of {type}</source>
        <translation>kein MPI-Typ für Tensoren vom Typ {type}</translation>
    </message>
    <message>
        <source>this process was started by mpirun, but this osprey-cli was built without MPI (install libopenmpi-dev and rebuild)</source>
        <translation>dieser Prozess wurde von mpirun gestartet, aber dieses osprey-cli wurde ohne MPI gebaut (installieren Sie libopenmpi-dev und bauen Sie neu)</translation>
    </message>
    <message>
        <source>-np must be at least 1, got {value}</source>
        <translation>-np muss mindestens 1 sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>give either --hosts or --hostfile, not both</source>
        <translation>geben Sie entweder --hosts oder --hostfile an, nicht beides</translation>
    </message>
    <message>
        <source>hostfile &apos;{path}&apos; does not exist or is not a file</source>
        <translation>die Hostdatei &apos;{path}&apos; existiert nicht oder ist keine Datei</translation>
    </message>
    <message>
        <source>host &apos;{host}&apos; is not a host name (expected name or name:slots)</source>
        <translation>&apos;{host}&apos; ist kein Hostname (erwartet: Name oder Name:Slots)</translation>
    </message>
    <message>
        <source>--nodes must be at least 1, got {value}</source>
        <translation>--nodes muss mindestens 1 sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>--tasks-per-node must be at least 1, got {value}</source>
        <translation>--tasks-per-node muss mindestens 1 sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>--gpus-per-node must not be negative</source>
        <translation>--gpus-per-node darf nicht negativ sein</translation>
    </message>
    <message>
        <source>--job-name &apos;{value}&apos; may hold only letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;</source>
        <translation>--job-name &apos;{value}&apos; darf nur Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos; und &apos;-&apos; enthalten</translation>
    </message>
    <message>
        <source>--time &apos;{value}&apos; is not a SLURM time (e.g. 04:00:00 or 1-12:00:00)</source>
        <translation>--time &apos;{value}&apos; ist keine SLURM-Zeitangabe (z. B. 04:00:00 oder 1-12:00:00)</translation>
    </message>
    <message>
        <source>--partition &apos;{value}&apos; is not a partition name</source>
        <translation>--partition &apos;{value}&apos; ist kein Partitionsname</translation>
    </message>
    <message>
        <source>detection {index} is for image id {id}, which the ground truth does not have</source>
        <translation>Detektion {index} gehört zu Bild-ID {id}, die es in der Ground Truth nicht gibt</translation>
    </message>
    <message>
        <source>cannot read image &apos;{path}&apos;: {cause}</source>
        <translation>Bild &apos;{path}&apos; kann nicht gelesen werden: {cause}</translation>
    </message>
    <message>
        <source>run folder &apos;{path}&apos; does not exist</source>
        <translation>Laufordner &apos;{path}&apos; existiert nicht</translation>
    </message>
    <message>
        <source>run folder &apos;{path}&apos; holds no checkpoint (best.pt or last.pt)</source>
        <translation>Laufordner &apos;{path}&apos; enthält keinen Checkpoint (best.pt oder last.pt)</translation>
    </message>
    <message>
        <source>the weights hold a {task} model, not a classifier</source>
        <translation>die Gewichte enthalten ein {task}-Modell, keinen Klassifikator</translation>
    </message>
    <message>
        <source>model.norm_groups = {groups} does not divide a layer of {channels} channels; choose a divisor of every layer&apos;s width</source>
        <translation>model.norm_groups = {groups} teilt eine Schicht mit {channels} Kanälen nicht; wählen Sie einen Teiler der Breite jeder Schicht</translation>
    </message>
    <message>
        <source>model.norm &apos;group&apos; is available for the ResNet and ResNeXt models, not for &apos;{model}&apos;</source>
        <translation>model.norm &apos;group&apos; gibt es für die ResNet- und ResNeXt-Modelle, nicht für &apos;{model}&apos;</translation>
    </message>
    <message>
        <source>model &apos;{model}&apos; is a {task} model, not a classifier (model.name)</source>
        <translation>Modell &apos;{model}&apos; ist ein Modell für {task}, kein Klassifikator (model.name)</translation>
    </message>
    <message>
        <source>model &apos;{model}&apos; is a {task} model, not a detector (model.name)</source>
        <translation>Modell &apos;{model}&apos; ist ein Modell für {task}, kein Detektor (model.name)</translation>
    </message>
    <message>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; holds fewer images than one batch</source>
        <translation>&apos;{path}&apos; enthält weniger Bilder als ein Batch</translation>
    </message>
    <message>
        <source>bench train --data takes classifiers; detectors are timed on synthetic images</source>
        <translation>bench train --data nimmt Klassifikatoren; Detektoren werden auf synthetischen Bildern gemessen</translation>
    </message>
    <message>
        <source>the benchmark loader produced no batch</source>
        <translation>der Benchmark-Lader hat keinen Batch geliefert</translation>
    </message>
    <message>
        <source>bench data needs --data FOLDER (a class-per-folder image set)</source>
        <translation>bench data braucht --data ORDNER (ein Bildsatz mit einem Ordner pro Klasse)</translation>
    </message>
    <message>
        <source>the dataset has {count} classes but the weights in &apos;{path}&apos; have {weights_count}</source>
        <translation>der Datensatz hat {count} Klassen, die Gewichte in &apos;{path}&apos; aber {weights_count}</translation>
    </message>
    <message>
        <source>run folder &apos;{path}&apos; already holds a run; continue it with --resume {path} or choose another --run-dir</source>
        <translation>der Laufordner &apos;{path}&apos; enthält schon einen Lauf; setzen Sie ihn mit --resume {path} fort oder wählen Sie ein anderes --run-dir</translation>
    </message>
    <message>
        <source>--detections-out needs a detector; &apos;{path}&apos; holds a classifier</source>
        <translation>--detections-out braucht einen Detektor; &apos;{path}&apos; enthält einen Klassifikator</translation>
    </message>
    <message>
        <source>task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>model.num_classes is {value} but the dataset has {count} classes; set it to 0 to follow the dataset</source>
        <translation>model.num_classes ist {value}, der Datensatz hat aber {count} Klassen; setzen Sie es auf 0, um dem Datensatz zu folgen</translation>
    </message>
    <message>
        <source>model.name &apos;{model}&apos; is a {model_task} model but task is &apos;{task}&apos;; set task: {model_task} or choose a {task} model (osprey-cli models)</source>
        <translation>model.name &apos;{model}&apos; ist ein Modell für {model_task}, task ist aber &apos;{task}&apos;; setzen Sie task: {model_task} oder wählen Sie ein Modell für {task} (osprey-cli models)</translation>
    </message>
    <message>
        <source>data.input_size {value} is too small for model.name &apos;{model}&apos;: it takes inputs of at least {minimum} pixels (it is made for {default})</source>
        <translation>data.input_size {value} ist zu klein für model.name &apos;{model}&apos;: es nimmt Eingaben ab {minimum} Pixeln (gedacht ist es für {default})</translation>
    </message>
    <message>
        <source>model.anchor_sizes applies to RetinaNet and EfficientDet; &apos;{model}&apos; has its own boxes</source>
        <translation>model.anchor_sizes gilt für RetinaNet und EfficientDet; &apos;{model}&apos; hat eigene Boxen</translation>
    </message>
    <message>
        <source>model.anchor_sizes needs one size for each of the five levels P3-P7, not {count}</source>
        <translation>model.anchor_sizes braucht eine Größe für jede der fünf Ebenen P3–P7, nicht {count}</translation>
    </message>
    <message>
        <source>model.backbone_weights applies to detectors; for &apos;{model}&apos; use model.weights</source>
        <translation>model.backbone_weights gilt für Detektoren; verwenden Sie für &apos;{model}&apos; model.weights</translation>
    </message>
    <message>
        <source>train.mixup_alpha and train.label_smoothing apply to classification only</source>
        <translation>train.mixup_alpha und train.label_smoothing gelten nur für die Klassifikation</translation>
    </message>
    <message>
        <source>set model.weights (the whole model) or model.backbone_weights, not both</source>
        <translation>setzen Sie model.weights (das ganze Modell) oder model.backbone_weights, nicht beides</translation>
    </message>
    <message>
        <source>checkpoint.metric &apos;{metric}&apos; is not a metric task &apos;{task}&apos; records; use one of {metrics}</source>
        <translation>checkpoint.metric &apos;{metric}&apos; ist keine Metrik, die task &apos;{task}&apos; aufzeichnet; verwenden Sie eine von {metrics}</translation>
    </message>
    <message>
        <source>checkpoint.metric &apos;{metric}&apos; needs weight averaging: set train.ema_decay &gt; 0</source>
        <translation>checkpoint.metric &apos;{metric}&apos; braucht gemittelte Gewichte: setzen Sie train.ema_decay &gt; 0</translation>
    </message>
    <message>
        <source>cannot resume &apos;{path}&apos;: its checkpoint holds model &apos;{model}&apos;, the config asks for &apos;{wanted}&apos;</source>
        <translation>&apos;{path}&apos; kann nicht fortgesetzt werden: sein Checkpoint enthält Modell &apos;{model}&apos;, die Konfiguration verlangt &apos;{wanted}&apos;</translation>
    </message>
    <message>
        <source>the disk under the run store &apos;{path}&apos; is full; free space there, or record the run elsewhere with --db FILE</source>
        <translation>der Datenträger unter dem Laufspeicher &apos;{path}&apos; ist voll; schaffen Sie dort Platz oder zeichnen Sie den Lauf mit --db DATEI anderswo auf</translation>
    </message>
    <message>
        <source>the run store &apos;{path}&apos; may not grow any larger (a file size limit: ulimit -f, or the file system&apos;s largest file); record the run elsewhere with --db FILE</source>
        <translation>der Laufspeicher &apos;{path}&apos; darf nicht weiter wachsen (eine Dateigrößengrenze: ulimit -f oder die größte Datei des Dateisystems); zeichnen Sie den Lauf mit --db DATEI anderswo auf</translation>
    </message>
    <message>
        <source>run store: {cause}</source>
        <translation>Laufspeicher: {cause}</translation>
    </message>
    <message>
        <source>cannot open the run store &apos;{path}&apos;: {cause}</source>
        <translation>der Laufspeicher &apos;{path}&apos; kann nicht geöffnet werden: {cause}</translation>
    </message>
    <message>
        <source>cannot use &apos;{path}&apos; as a run store: {cause}</source>
        <translation>&apos;{path}&apos; kann nicht als Laufspeicher dienen: {cause}</translation>
    </message>
    <message>
        <source>the store has schema version {version}, newer than this Osprey understands ({supported})</source>
        <translation>der Speicher hat die Schemaversion {version}, neuer als dieses Osprey versteht ({supported})</translation>
    </message>
    <message>
        <source>task &apos;classification&apos; needs a classification model; this one is a detector</source>
        <translation>task &apos;classification&apos; braucht ein Klassifikationsmodell; dieses ist ein Detektor</translation>
    </message>
    <message>
        <source>task &apos;detection&apos; needs a detection model; this one is a classifier</source>
        <translation>task &apos;detection&apos; braucht ein Detektionsmodell; dieses ist ein Klassifikator</translation>
    </message>
    <message>
        <source>LR schedule</source>
        <translation>Lernraten-Zeitplan</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>optim.nesterov needs optim.momentum &gt; 0 (it is {value})</source>
        <translation>optim.nesterov braucht optim.momentum &gt; 0 (es ist {value})</translation>
    </message>
    <message>
        <source>optim.betas must list two numbers, such as [0.9, 0.999]</source>
        <translation>optim.betas muss zwei Zahlen auflisten, etwa [0.9, 0.999]</translation>
    </message>
    <message>
        <source>the training split has fewer images than one batch (train.batch_size = {value})</source>
        <translation>der Trainingsteil hat weniger Bilder als ein Batch (train.batch_size = {value})</translation>
    </message>
    <message>
        <source>cannot create run folder &apos;{path}&apos;: {cause}</source>
        <translation>der Laufordner &apos;{path}&apos; kann nicht angelegt werden: {cause}</translation>
    </message>
    <message>
        <source>cannot create image folder &apos;{path}&apos;: {cause}</source>
        <translation>der Bildordner &apos;{path}&apos; kann nicht angelegt werden: {cause}</translation>
    </message>
    <message>
        <source>cannot create annotation folder &apos;{path}&apos;: {cause}</source>
        <translation>der Annotationsordner &apos;{path}&apos; kann nicht angelegt werden: {cause}</translation>
    </message>
    <message>
        <source>cannot create folder &apos;{path}&apos;: {cause}</source>
        <translation>der Ordner &apos;{path}&apos; kann nicht angelegt werden: {cause}</translation>
    </message>
    <message>
        <source>cannot create &apos;{path}&apos;: {cause}</source>
        <translation>&apos;{path}&apos; kann nicht angelegt werden: {cause}</translation>
    </message>
    <message>
        <source>cannot write &apos;{path}&apos;: {cause}</source>
        <translation>&apos;{path}&apos; kann nicht geschrieben werden: {cause}</translation>
    </message>
    <message>
        <source>cannot flush &apos;{path}&apos;: {cause}</source>
        <translation>&apos;{path}&apos; kann nicht auf den Datenträger geschrieben werden: {cause}</translation>
    </message>
    <message>
        <source>cannot rename into place &apos;{path}&apos;: {cause}</source>
        <translation>&apos;{path}&apos; kann nicht an seinen Platz umbenannt werden: {cause}</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>keine solche Datei</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>es ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, socket or device)</source>
        <translation>es ist keine gewöhnliche Datei (eine Pipe, ein Socket oder ein Gerät)</translation>
    </message>
    <message>
        <source>it is {size} MiB, more than the {limit} MiB such a file may have</source>
        <translation>sie ist {size} MiB groß, mehr als die {limit} MiB, die eine solche Datei haben darf</translation>
    </message>
    <message>
        <source>cannot read &apos;{path}&apos;: {cause}</source>
        <translation>&apos;{path}&apos; kann nicht gelesen werden: {cause}</translation>
    </message>
    <message>
        <source>{key}: unknown {~what} &apos;{name}&apos;; valid: {names}</source>
        <translation>{key}: {~what} &apos;{name}&apos; ist unbekannt; gültig: {names}</translation>
    </message>
    <message>
        <source>{key}: unknown {~what} &apos;{name}&apos;; valid: {names} (did you mean &apos;{nearest}&apos;?)</source>
        <translation>{key}: {~what} &apos;{name}&apos; ist unbekannt; gültig: {names} (meinten Sie &apos;{nearest}&apos;?)</translation>
    </message>
    <message>
        <source>{where}: unknown task &apos;{name}&apos;; valid: classification, detection</source>
        <translation>{where}: unbekannte Aufgabe &apos;{name}&apos;; gültig: classification, detection</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has broken Osprey checkpoint metadata: &apos;{key}&apos; is not an integer</source>
        <translation>&apos;{path}&apos; hat beschädigte Osprey-Checkpoint-Metadaten: &apos;{key}&apos; ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not an Osprey checkpoint</source>
        <translation>&apos;{path}&apos; ist kein Osprey-Checkpoint</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has broken Osprey checkpoint metadata: {cause}</source>
        <translation>&apos;{path}&apos; hat beschädigte Osprey-Checkpoint-Metadaten: {cause}</translation>
    </message>
    <message>
        <source>checkpoint &apos;{path}&apos; does not exist or is not a file</source>
        <translation>Checkpoint &apos;{path}&apos; existiert nicht oder ist keine Datei</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not an Osprey checkpoint (not a libtorch archive: {cause})</source>
        <translation>&apos;{path}&apos; ist kein Osprey-Checkpoint (kein libtorch-Archiv: {cause})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is a libtorch archive but not an Osprey checkpoint (no Osprey metadata)</source>
        <translation>&apos;{path}&apos; ist ein libtorch-Archiv, aber kein Osprey-Checkpoint (keine Osprey-Metadaten)</translation>
    </message>
    <message>
        <source>checkpoint &apos;{path}&apos; holds no averaged (EMA) weights; the run trained with train.ema_decay = 0</source>
        <translation>Checkpoint &apos;{path}&apos; enthält keine gemittelten (EMA-)Gewichte; der Lauf wurde mit train.ema_decay = 0 trainiert</translation>
    </message>
    <message>
        <source>checkpoint &apos;{path}&apos; holds no model</source>
        <translation>Checkpoint &apos;{path}&apos; enthält kein Modell</translation>
    </message>
    <message>
        <source>checkpoint &apos;{path}&apos; does not fit model &apos;{model}&apos;: {cause}</source>
        <translation>Checkpoint &apos;{path}&apos; passt nicht zum Modell &apos;{model}&apos;: {cause}</translation>
    </message>
    <message>
        <source>checkpoint &apos;{path}&apos; holds no optimizer state, so training cannot resume from it</source>
        <translation>Checkpoint &apos;{path}&apos; enthält keinen Optimiererzustand, daher kann das Training nicht daraus fortgesetzt werden</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not an Osprey checkpoint, so it has no averaged (EMA) weights</source>
        <translation>&apos;{path}&apos; ist kein Osprey-Checkpoint und hat daher keine gemittelten (EMA-)Gewichte</translation>
    </message>
    <message>
        <source>weights file &apos;{path}&apos; holds model &apos;{held}&apos;, not &apos;{model}&apos;</source>
        <translation>Gewichtsdatei &apos;{path}&apos; enthält das Modell &apos;{held}&apos;, nicht &apos;{model}&apos;</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; holds a {task} model, not a detector</source>
        <translation>&apos;{path}&apos; enthält ein {task}-Modell, keinen Detektor</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; holds a {task} model, not a classifier</source>
        <translation>&apos;{path}&apos; enthält ein {task}-Modell, keinen Klassifikator</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; ({description}) does not say which model it holds; name it with --model</source>
        <translation>&apos;{path}&apos; ({description}) gibt nicht an, welches Modell es enthält; nennen Sie es mit --model</translation>
    </message>
    <message>
        <source>model &apos;{model}&apos; is a {task} model, not a detector</source>
        <translation>Modell &apos;{model}&apos; ist ein {task}-Modell, kein Detektor</translation>
    </message>
    <message>
        <source>model &apos;{model}&apos; is a {task} model, not a classifier</source>
        <translation>Modell &apos;{model}&apos; ist ein {task}-Modell, kein Klassifikator</translation>
    </message>
    <message>
        <source>saving and restoring this optimizer&apos;s state is not supported</source>
        <translation>das Speichern und Wiederherstellen des Zustands dieses Optimierers wird nicht unterstützt</translation>
    </message>
    <message>
        <source>checkpoint &apos;{path}&apos;: the optimizer state is not in a layout this build reads</source>
        <translation>Checkpoint &apos;{path}&apos;: der Optimiererzustand liegt in einem Format vor, das dieser Build nicht liest</translation>
    </message>
    <message>
        <source>checkpoint &apos;{path}&apos;: the saved optimizer has {saved} parameter group(s), this experiment&apos;s has {count} (optim.no_decay_bn_bias changed?)</source>
        <translation>Checkpoint &apos;{path}&apos;: der gespeicherte Optimierer hat {saved} Parametergruppe(n), der dieses Experiments {count} (optim.no_decay_bn_bias geändert?)</translation>
    </message>
    <message>
        <source>checkpoint &apos;{path}&apos;: parameter group {group} of the saved optimizer has {saved} parameters, this model&apos;s has {count}</source>
        <translation>Checkpoint &apos;{path}&apos;: Parametergruppe {group} des gespeicherten Optimierers hat {saved} Parameter, die dieses Modells {count}</translation>
    </message>
    <message>
        <source>checkpoint &apos;{path}&apos;: optimizer state that does not fit this experiment&apos;s optimizer: {cause}</source>
        <translation>Checkpoint &apos;{path}&apos;: Optimiererzustand, der nicht zum Optimierer dieses Experiments passt: {cause}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: tensor {part} is a {type}, not a tuple (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: Tensor-{part} ist ein {type}, kein Tupel (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: tensor {part} holds {type}, not a non-negative int (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: Tensor-{part} enthält {type}, keinen nichtnegativen int (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: the pickle ends early; the file is truncated or not a weight file (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: das Pickle endet vorzeitig; die Datei ist abgeschnitten oder keine Gewichtsdatei (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: malformed pickle (stack underflow) (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: fehlerhaftes Pickle (Stack-Unterlauf) (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: malformed pickle (empty stack) (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: fehlerhaftes Pickle (leerer Stack) (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: malformed pickle (no mark) (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: fehlerhaftes Pickle (keine Markierung) (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: holds more than {count} values at once; not a weight file (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: enthält mehr als {count} Werte gleichzeitig; keine Gewichtsdatei (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: makes more than {size} MiB of strings; not a weight file (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: erzeugt mehr als {size} MiB an Zeichenketten; keine Gewichtsdatei (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: changes a container after placing it inside another (or inside itself); weight files never do (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: ändert einen Container, nachdem es ihn in einen anderen (oder in sich selbst) gelegt hat; Gewichtsdateien tun das nie (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: nests containers more than {depth} deep; not a weight file (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: verschachtelt Container tiefer als {depth} Ebenen; keine Gewichtsdatei (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: memoizes more than {count} values; not a weight file (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: legt mehr als {count} Werte im Memo ab; keine Gewichtsdatei (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: sets dict items from an odd number of values (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: setzt Dict-Einträge aus einer ungeraden Anzahl von Werten (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: refers to &apos;{name}&apos;, which is not a tensor or a plain container; weight files may hold only tensors, dicts, lists and numbers, so the file was refused without running anything (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: verweist auf &apos;{name}&apos;, das weder ein Tensor noch ein einfacher Container ist; Gewichtsdateien dürfen nur Tensoren, Dicts, Listen und Zahlen enthalten, daher wurde die Datei abgelehnt, ohne etwas auszuführen (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: has a persistent reference that is not a tensor storage (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: hat eine persistente Referenz, die kein Tensor-Storage ist (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: has a storage of unsupported type {type} (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: hat einen Storage des nicht unterstützten Typs {type} (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: has a malformed storage reference (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: hat eine fehlerhafte Storage-Referenz (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: refers to storage &apos;{key}&apos; with two different types or sizes (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: verweist auf Storage &apos;{key}&apos; mit zwei verschiedenen Typen oder Größen (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: has a tensor that is not (storage, offset, size, stride, ...) (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: hat einen Tensor, der nicht (storage, offset, size, stride, ...) ist (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: has a tensor whose size and stride differ in length (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: hat einen Tensor, dessen size und stride unterschiedlich lang sind (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: has a tensor of shape {shape}, more elements than its storage&apos;s {count} (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: hat einen Tensor der Form {shape} mit mehr Elementen als den {count} seines Storage (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: has a tensor of size {size} that reaches past its storage (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: hat einen Tensor der Größe {size}, der über seinen Storage hinausreicht (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: has a tensor that reaches past the end of its storage ({count} elements) (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: hat einen Tensor, der über das Ende seines Storage ({count} Elemente) hinausreicht (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: calls a {type}, which only a global may be (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: ruft ein {type} auf, obwohl nur ein Global aufgerufen werden darf (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: calls {name} with {type} instead of a tuple (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: ruft {name} mit {type} statt eines Tupels auf (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: builds an OrderedDict from a {type} (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: baut ein OrderedDict aus einem {type} (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: builds an OrderedDict from something other than pairs (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: baut ein OrderedDict aus etwas anderem als Paaren (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: builds a parameter from something other than a tensor (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: baut einen Parameter aus etwas anderem als einem Tensor (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: calls {name}, which is not callable in a weight file (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: ruft {name} auf, das in einer Gewichtsdatei nicht aufrufbar ist (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: uses a pickle protocol newer than 5 (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: verwendet ein Pickle-Protokoll neuer als 5 (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: sets more than {count} marks at once; not a weight file (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: setzt mehr als {count} Markierungen gleichzeitig; keine Gewichtsdatei (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: holds an integer wider than 64 bits (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: enthält eine Ganzzahl, die breiter als 64 Bit ist (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: appends to a {type} (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: hängt an ein {type} an (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: sets items of a {type} (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: setzt Einträge eines {type} (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: names a global with something other than strings (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: benennt ein Global mit etwas anderem als Zeichenketten (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: sets the state of a {type} (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: setzt den Zustand eines {type} (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: refers to memo entry {index}, which was never stored (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: verweist auf den Memo-Eintrag {index}, der nie gespeichert wurde (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: uses pickle opcode {opcode}, which weight files do not need; refused without running anything (pickle offset {offset})</source>
        <translation>&apos;{path}&apos;: verwendet den Pickle-Opcode {opcode}, den Gewichtsdateien nicht brauchen; abgelehnt, ohne etwas auszuführen (Pickle-Offset {offset})</translation>
    </message>
    <message>
        <source>safetensors cannot hold tensors of type {type}</source>
        <translation>safetensors kann keine Tensoren vom Typ {type} aufnehmen</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: its header nests deeper than {depth} levels</source>
        <translation>&apos;{path}&apos; ist keine gültige safetensors-Datei: sein Header ist tiefer als {depth} Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: its header has more than {count} entries</source>
        <translation>&apos;{path}&apos; ist keine gültige safetensors-Datei: sein Header hat mehr als {count} Einträge</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: its header names &apos;{name}&apos; twice</source>
        <translation>&apos;{path}&apos; ist keine gültige safetensors-Datei: sein Header nennt &apos;{name}&apos; zweimal</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: its header is not JSON ({cause})</source>
        <translation>&apos;{path}&apos; ist keine gültige safetensors-Datei: sein Header ist kein JSON ({cause})</translation>
    </message>
    <message>
        <source>weight file &apos;{path}&apos; does not exist or is not a file</source>
        <translation>Gewichtsdatei &apos;{path}&apos; existiert nicht oder ist keine Datei</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: it is shorter than the 8-byte header length</source>
        <translation>&apos;{path}&apos; ist keine gültige safetensors-Datei: sie ist kürzer als die 8 Byte lange Header-Längenangabe</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: its header claims {claimed} bytes but the file has {size} after the length</source>
        <translation>&apos;{path}&apos; ist keine gültige safetensors-Datei: sein Header gibt {claimed} Bytes an, die Datei hat nach der Längenangabe aber nur {size}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: its header is not a JSON object</source>
        <translation>&apos;{path}&apos; ist keine gültige safetensors-Datei: sein Header ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: tensor &apos;{name}&apos; has unsupported dtype &apos;{dtype}&apos;</source>
        <translation>&apos;{path}&apos; ist keine gültige safetensors-Datei: Tensor &apos;{name}&apos; hat den nicht unterstützten dtype &apos;{dtype}&apos;</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: tensor &apos;{name}&apos; has a shape that is not a list of integers</source>
        <translation>&apos;{path}&apos; ist keine gültige safetensors-Datei: Tensor &apos;{name}&apos; hat eine Form, die keine Liste ganzer Zahlen ist</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: tensor &apos;{name}&apos; has an impossible shape {shape}</source>
        <translation>&apos;{path}&apos; ist keine gültige safetensors-Datei: Tensor &apos;{name}&apos; hat die unmögliche Form {shape}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: tensor &apos;{name}&apos; has data_offsets that are not two byte positions</source>
        <translation>&apos;{path}&apos; ist keine gültige safetensors-Datei: Tensor &apos;{name}&apos; hat data_offsets, die keine zwei Bytepositionen sind</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: tensor &apos;{name}&apos; claims bytes {begin}..{end} but the data section has {size}</source>
        <translation>&apos;{path}&apos; ist keine gültige safetensors-Datei: Tensor &apos;{name}&apos; beansprucht die Bytes {begin}..{end}, der Datenbereich hat aber nur {size}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: tensor &apos;{name}&apos; of shape {shape} and dtype {dtype} needs {expected} bytes but its range holds {size}</source>
        <translation>&apos;{path}&apos; ist keine gültige safetensors-Datei: Tensor &apos;{name}&apos; der Form {shape} mit dtype {dtype} braucht {expected} Bytes, sein Bereich umfasst aber {size}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a valid safetensors file: tensor &apos;{name}&apos; has a malformed header entry ({cause})</source>
        <translation>&apos;{path}&apos; ist keine gültige safetensors-Datei: Tensor &apos;{name}&apos; hat einen fehlerhaften Header-Eintrag ({cause})</translation>
    </message>
    <message>
        <source>weights &apos;{path}&apos; do not fit the model (load partially to keep what fits): {report}</source>
        <translation>die Gewichte &apos;{path}&apos; passen nicht zum Modell (teilweise laden, um zu behalten, was passt): {report}</translation>
    </message>
    <message>
        <source>cannot write tensors of type {type} to a .pth file</source>
        <translation>Tensoren vom Typ {type} können nicht in eine .pth-Datei geschrieben werden</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; refers to tensor data &apos;{record}&apos;, which the archive lacks</source>
        <translation>&apos;{path}&apos; verweist auf die Tensordaten &apos;{record}&apos;, die im Archiv fehlen</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: tensor data &apos;{record}&apos; holds {size} bytes, but its header says {count} elements ({expected} bytes)</source>
        <translation>&apos;{path}&apos;: die Tensordaten &apos;{record}&apos; umfassen {size} Bytes, laut Header aber {count} Elemente ({expected} Bytes)</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; uses the legacy torch.save format of PyTorch before 1.6; re-save it with a current PyTorch (torch.save(torch.load(f), f2)) and try again</source>
        <translation>&apos;{path}&apos; verwendet das alte torch.save-Format von PyTorch vor 1.6; speichern Sie die Datei mit einem aktuellen PyTorch neu (torch.save(torch.load(f), f2)) und versuchen Sie es erneut</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a PyTorch weight file (not a zip archive)</source>
        <translation>&apos;{path}&apos; ist keine PyTorch-Gewichtsdatei (kein ZIP-Archiv)</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; holds big-endian tensors, which Osprey cannot read</source>
        <translation>&apos;{path}&apos; enthält Big-Endian-Tensoren, die Osprey nicht lesen kann</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is a zip archive without data.pkl, so not a torch.save file</source>
        <translation>&apos;{path}&apos; ist ein ZIP-Archiv ohne data.pkl und daher keine torch.save-Datei</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a readable PyTorch archive (truncated or damaged?): {cause}</source>
        <translation>&apos;{path}&apos; ist kein lesbares PyTorch-Archiv (abgeschnitten oder beschädigt?): {cause}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is a damaged or truncated zip archive: {cause}</source>
        <translation>&apos;{path}&apos; ist ein beschädigtes oder abgeschnittenes ZIP-Archiv: {cause}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a weight file Osprey knows: expected a torch.save .pth/.pt, a .safetensors file or an Osprey checkpoint</source>
        <translation>&apos;{path}&apos; ist keine Gewichtsdatei, die Osprey kennt: erwartet wird eine torch.save-Datei (.pth/.pt), eine .safetensors-Datei oder ein Osprey-Checkpoint</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; holds a dict but no state dict in it (looked for a dict of tensors, or one under &apos;state_dict&apos;, &apos;model&apos;, &apos;model_state_dict&apos;, &apos;net&apos; or &apos;module&apos;); its keys: {keys}</source>
        <translation>&apos;{path}&apos; enthält ein Dict, aber kein State-Dict darin (gesucht wurde ein Dict von Tensoren oder eines unter &apos;state_dict&apos;, &apos;model&apos;, &apos;model_state_dict&apos;, &apos;net&apos; oder &apos;module&apos;); seine Schlüssel: {keys}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; holds a {type}, not a state dict</source>
        <translation>&apos;{path}&apos; enthält ein {type}, kein State-Dict</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is a libtorch archive (an Osprey checkpoint), not a PyTorch or safetensors weight file</source>
        <translation>&apos;{path}&apos; ist ein libtorch-Archiv (ein Osprey-Checkpoint), keine PyTorch- oder safetensors-Gewichtsdatei</translation>
    </message>
    <message>
        <source>the outputs of &apos;{path}&apos; are not what its Osprey metadata describes: {cause}</source>
        <translation>Die Ausgaben von &apos;{path}&apos; entsprechen nicht den Osprey-Metadaten: {cause}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; was exported with --profile full, which needs ONNX Runtime; export with --profile opencv for OpenCV</source>
        <translation>&apos;{path}&apos; wurde mit --profile full exportiert, das ONNX Runtime braucht; für OpenCV mit --profile opencv exportieren</translation>
    </message>
    <message>
        <source>OpenCV cannot load the ONNX model &apos;{path}&apos;: {cause}</source>
        <translation>OpenCV kann das ONNX-Modell &apos;{path}&apos; nicht laden: {cause}</translation>
    </message>
    <message>
        <source>OpenCV failed to run the ONNX model &apos;{path}&apos;: {cause}</source>
        <translation>OpenCV konnte das ONNX-Modell &apos;{path}&apos; nicht ausführen: {cause}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has broken Osprey metadata &apos;{key}&apos;: {cause}</source>
        <translation>&apos;{path}&apos; hat fehlerhafte Osprey-Metadaten &apos;{key}&apos;: {cause}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is an ONNX model that Osprey did not write (producer &apos;{producer}&apos;, no Osprey metadata); Osprey runs the models &apos;osprey-cli export&apos; writes</source>
        <translation>&apos;{path}&apos; ist ein ONNX-Modell, das nicht von Osprey stammt (Erzeuger &apos;{producer}&apos;, keine Osprey-Metadaten); Osprey führt die Modelle aus, die &apos;osprey-cli export&apos; schreibt</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has Osprey ONNX format version &apos;{version}&apos;, which this Osprey does not read (it reads version {known}); a newer Osprey wrote it</source>
        <translation>&apos;{path}&apos; hat die Osprey-ONNX-Formatversion &apos;{version}&apos;, die dieses Osprey nicht liest (es liest Version {known}); ein neueres Osprey hat sie geschrieben</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not an ONNX model (it does not read as ONNX&apos;s ModelProto with an IR version and a graph)</source>
        <translation>&apos;{path}&apos; ist kein ONNX-Modell (es lässt sich nicht als ONNX-ModelProto mit IR-Version und Graph lesen)</translation>
    </message>
    <message>
        <source>cannot run the ONNX model &apos;{path}&apos;: this Osprey was built without OpenCV&apos;s dnn module (Debian: libopencv-dnn-dev)</source>
        <translation>das ONNX-Modell &apos;{path}&apos; kann nicht ausgeführt werden: dieses Osprey wurde ohne das dnn-Modul von OpenCV gebaut (Debian: libopencv-dnn-dev)</translation>
    </message>
    <message>
        <source>bf16 is off for inference: this CPU has no bf16 instructions (avx512_bf16, amx_bf16), so libtorch would emulate them, several times slower than fp32; running in fp32</source>
        <translation>bf16 ist für die Inferenz aus: diese CPU hat keine bf16-Befehle (avx512_bf16, amx_bf16), libtorch würde sie emulieren, um ein Mehrfaches langsamer als fp32; es wird in fp32 gerechnet</translation>
    </message>
    <message>
        <source>the fused model&apos;s outputs differ from the model&apos;s at input {shape}; running the model unfused there</source>
        <translation>die Ausgaben des fusionierten Modells weichen bei Eingabe {shape} von denen des Modells ab; dort läuft das Modell unfusioniert</translation>
    </message>
    <message>
        <source>the model could not be fused at input {shape} ({cause}); running it unfused there</source>
        <translation>das Modell ließ sich bei Eingabe {shape} nicht fusionieren ({cause}); dort läuft es unfusioniert</translation>
    </message>
    <message>
        <source>--opset {opset} cannot be written: this build writes opsets {oldest} to {newest}</source>
        <translation>--opset {opset} kann nicht geschrieben werden: dieser Build schreibt die Opsets {oldest} bis {newest}</translation>
    </message>
    <message>
        <source>--profile &apos;{profile}&apos; is unknown; valid: opencv, full</source>
        <translation>--profile &apos;{profile}&apos; ist unbekannt; gültig: opencv, full</translation>
    </message>
    <message>
        <source>--batch must be a number of images or &apos;dynamic&apos;, not {batch}</source>
        <translation>--batch muss eine Anzahl Bilder oder &apos;dynamic&apos; sein, nicht {batch}</translation>
    </message>
    <message>
        <source>--input-size must be between 1 and 4096 pixels, not {size}</source>
        <translation>--input-size muss zwischen 1 und 4096 Pixeln liegen, nicht {size}</translation>
    </message>
    <message>
        <source>the exported file&apos;s name must end in .onnx: &apos;{path}&apos;</source>
        <translation>der Name der exportierten Datei muss auf .onnx enden: &apos;{path}&apos;</translation>
    </message>
    <message>
        <source>this model cannot be exported so: {why}</source>
        <translation>dieses Modell lässt sich so nicht exportieren: {why}</translation>
    </message>
    <message>
        <source>the exported model fails ONNX&apos;s checker: {cause}</source>
        <translation>das exportierte Modell besteht die ONNX-Prüfung nicht: {cause}</translation>
    </message>
    <message>
        <source>the exported model does not fit in one ONNX file (2 GiB)</source>
        <translation>das exportierte Modell passt nicht in eine ONNX-Datei (2 GiB)</translation>
    </message>
    <message>
        <source>this osprey-cli was built without ONNX&apos;s library (Debian&apos;s libonnx-dev): it cannot export ONNX models</source>
        <translation>dieses osprey-cli wurde ohne die ONNX-Bibliothek (Debian: libonnx-dev) gebaut: es kann keine ONNX-Modelle exportieren</translation>
    </message>
    <message>
        <source>the ONNX exporter cannot write the network&apos;s &apos;{operation}&apos;</source>
        <translation>der ONNX-Exporter kann &apos;{operation}&apos; des Netzes nicht schreiben</translation>
    </message>
    <message>
        <source>this osprey-cli is built against a libtorch whose own protobuf headers (a pip wheel&apos;s) clash with those ONNX&apos;s library needs, so it cannot export ONNX models; the osprey-cli built against Debian&apos;s libtorch (./osprey.sh build) exports them, and the files run anywhere</source>
        <translation>dieses osprey-cli ist gegen ein libtorch gebaut, dessen eigene protobuf-Header (die eines pip-Pakets) mit denen kollidieren, die die ONNX-Bibliothek braucht, daher kann es keine ONNX-Modelle exportieren; das gegen Debians libtorch gebaute osprey-cli (./osprey.sh build) exportiert sie, und die Dateien laufen überall</translation>
    </message>
    <message>
        <source>data.dataset &apos;{kind}&apos; is not a dataset format; use {choices}</source>
        <translation>data.dataset &apos;{kind}&apos; ist kein Datensatzformat; möglich sind {choices}</translation>
    </message>
    <message>
        <source>inspect.train_margins needs train.mixup_alpha = 0: a mixed image carries two labels, so its margin is undefined</source>
        <translation>inspect.train_margins braucht train.mixup_alpha = 0: ein gemischtes Bild trägt zwei Labels, daher ist seine Marge nicht definiert</translation>
    </message>
    <message>
        <source>inspect.train_margins applies to classification only (a detector has no margin per image)</source>
        <translation>inspect.train_margins gilt nur für die Klassifikation (ein Detektor hat keine Marge pro Bild)</translation>
    </message>
    <message>
        <source>cannot open the run&apos;s records &apos;{path}&apos;: {cause}</source>
        <translation>die Aufzeichnungen des Laufs &apos;{path}&apos; können nicht geöffnet werden: {cause}</translation>
    </message>
    <message>
        <source>cannot use &apos;{path}&apos; as a run&apos;s records: {cause}</source>
        <translation>&apos;{path}&apos; kann nicht als Aufzeichnungen eines Laufs verwendet werden: {cause}</translation>
    </message>
    <message>
        <source>the records have format {version}, newer than this Osprey understands ({supported})</source>
        <translation>die Aufzeichnungen haben das Format {version}, neuer als dieses Osprey versteht ({supported})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; holds no validation {id}</source>
        <translation>&apos;{path}&apos; enthält keine Validierung {id}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is damaged: array &apos;{name}&apos; of validation {id} holds {bytes} bytes of type &apos;{type}&apos;, not {items} values</source>
        <translation>&apos;{path}&apos; ist beschädigt: das Array &apos;{name}&apos; der Validierung {id} enthält {bytes} Bytes vom Typ &apos;{type}&apos;, nicht {items} Werte</translation>
    </message>
    <message>
        <source>the records in &apos;{path}&apos; hold no confusion matrix</source>
        <translation>die Aufzeichnungen in &apos;{path}&apos; enthalten keine Konfusionsmatrix</translation>
    </message>
    <message>
        <source>&apos;{dir}&apos; holds no per-sample records (inspect.db): the run was trained before Osprey kept them, or with inspect.record=false; &apos;osprey-cli eval --run {dir} --record&apos; records its validation split now</source>
        <translation>&apos;{dir}&apos; enthält keine Aufzeichnungen je Bild (inspect.db): der Lauf wurde trainiert, bevor Osprey sie anlegte, oder mit inspect.record=false; &apos;osprey-cli eval --run {dir} --record&apos; zeichnet seinen Validierungsteil jetzt auf</translation>
    </message>
    <message>
        <source>&apos;{dir}&apos; has no records of the {split} split ({sources}); for the training split train with inspect.train_margins=true, or run &apos;osprey-cli eval --run {dir} --record --split {split}&apos;</source>
        <translation>&apos;{dir}&apos; hat keine Aufzeichnungen des Teils {split} ({sources}); für den Trainingsteil mit inspect.train_margins=true trainieren oder &apos;osprey-cli eval --run {dir} --record --split {split}&apos; ausführen</translation>
    </message>
    <message>
        <source>validation {id} of &apos;{path}&apos; holds no detector records (array &apos;{name}&apos; is missing or of the wrong length)</source>
        <translation>Validierung {id} in &apos;{path}&apos; enthält keine Detektor-Aufzeichnungen (das Feld &apos;{name}&apos; fehlt oder hat die falsche Länge)</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; holds a damaged ground truth: {detail}</source>
        <translation>&apos;{path}&apos; enthält eine beschädigte Ground Truth: {detail}</translation>
    </message>
    <message>
        <source>box {index} cannot be recorded: its category id {category} is not in 0..65535 or its image {image} is not in the ground truth</source>
        <translation>Box {index} kann nicht aufgezeichnet werden: ihre Kategorie-ID {category} liegt nicht in 0..65535 oder ihr Bild {image} fehlt in der Ground Truth</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; lacks the ground truth &apos;{key}&apos; a validation names</source>
        <translation>In &apos;{path}&apos; fehlt die Ground Truth &apos;{key}&apos;, die eine Validierung nennt</translation>
    </message>
    <message>
        <source>&apos;{dir}&apos; has no records of epoch {epoch}; it has epochs {epochs}</source>
        <translation>&apos;{dir}&apos; hat keine Aufzeichnungen der Epoche {epoch}; vorhanden sind die Epochen {epochs}</translation>
    </message>
    <message>
        <source>the records have format {version}, and this Osprey reads format {supported} (a run or &apos;osprey-cli eval --record&apos; brings an older file up to date)</source>
        <translation>die Aufzeichnungen haben das Format {version}, dieses Osprey liest das Format {supported} (ein Lauf oder &apos;osprey-cli eval --record&apos; bringt eine ältere Datei auf den neuesten Stand)</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a usable thresholds file: {cause}</source>
        <translation>&apos;{path}&apos; ist keine brauchbare Schwellenwert-Datei: {cause}</translation>
    </message>
    <message>
        <source>--kind takes missing, spurious, mislocated, class or all, got &apos;{kind}&apos;</source>
        <translation>--kind nimmt missing, spurious, mislocated, class oder all, erhalten: &apos;{kind}&apos;</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; line {line}: expected an item name, a tab and the new class name</source>
        <translation>&apos;{path}&apos; Zeile {line}: erwartet werden ein Elementname, ein Tabulator und der neue Klassenname</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has no training margins of epochs {first} to {last}</source>
        <translation>&apos;{path}&apos; hat keine Trainingsmargen der Epochen {first} bis {last}</translation>
    </message>
    <message>
        <source>--split takes val or train, got &apos;{split}&apos;</source>
        <translation>--split nimmt val oder train, erhalten: &apos;{split}&apos;</translation>
    </message>
    <message>
        <source>the feature similarity must be above 0 and below 1, not {value}</source>
        <translation>die Merkmalsähnlichkeit muss über 0 und unter 1 liegen, nicht {value}</translation>
    </message>
    <message>
        <source>the model in &apos;{path}&apos; gives features that are not finite numbers: its weights are broken</source>
        <translation>das Modell in &apos;{path}&apos; liefert Merkmale, die keine endlichen Zahlen sind: seine Gewichte sind beschädigt</translation>
    </message>
    <message>
        <source>data.decode: gpu needs a CUDA device, and this run uses the CPU (hardware.device); use data.decode: auto or cpu</source>
        <translation>data.decode: gpu braucht ein CUDA-Gerät, und dieser Lauf verwendet die CPU (hardware.device); verwenden Sie data.decode: auto oder cpu</translation>
    </message>
    <message>
        <source>data.decode: gpu decodes classification pictures; detection decodes on the CPU (use data.decode: auto or cpu)</source>
        <translation>data.decode: gpu dekodiert Bilder der Klassifikation; die Detektion dekodiert auf der CPU (verwenden Sie data.decode: auto oder cpu)</translation>
    </message>
    <message>
        <source>data.decode: gpu cannot be combined with data.cache: true (the cache holds pictures decoded on the CPU); turn one of them off</source>
        <translation>data.decode: gpu lässt sich nicht mit data.cache: true verbinden (der Zwischenspeicher hält auf der CPU dekodierte Bilder); schalten Sie eines davon ab</translation>
    </message>
    <message>
        <source>data.decode: gpu needs nvJPEG, and this osprey-cli was built without it (the pip-torch build has it where nvcc and the nvidia-nvjpeg wheel are found); use data.decode: auto or cpu</source>
        <translation>data.decode: gpu braucht nvJPEG, und dieses osprey-cli wurde ohne es gebaut (der pip-torch-Build hat es, wo nvcc und das Wheel nvidia-nvjpeg gefunden werden); verwenden Sie data.decode: auto oder cpu</translation>
    </message>
    <message>
        <source>GPU decoding failed ({step}): {error}</source>
        <translation>Dekodieren auf der GPU fehlgeschlagen ({step}): {error}</translation>
    </message>
    <message>
        <source>nvJPEG could not start on {device} (status {status})</source>
        <translation>nvJPEG konnte auf {device} nicht starten (Status {status})</translation>
    </message>
    <message>
        <source>nvJPEG could not make its decoding state on {device}</source>
        <translation>nvJPEG konnte seinen Dekodierzustand auf {device} nicht anlegen</translation>
    </message>
    <message>
        <source>cannot read &apos;{path}&apos;: {reason}</source>
        <translation>&apos;{path}&apos; kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>the dataset has no classes (data.dataset {kind}, data.root &apos;{path}&apos;)</source>
        <translation>Der Datensatz hat keine Klassen (data.dataset {kind}, data.root &apos;{path}&apos;)</translation>
    </message>
    <message>
        <source>cannot read the exclude list &apos;{path}&apos; (data.exclude_list): {cause}</source>
        <translation>Die Ausschlussliste &apos;{path}&apos; kann nicht gelesen werden (data.exclude_list): {cause}</translation>
    </message>
    <message>
        <source>cannot read the folder &apos;{path}&apos;: {cause}</source>
        <translation>Der Ordner &apos;{path}&apos; kann nicht gelesen werden: {cause}</translation>
    </message>
    <message>
        <source>Pascal VOC folder &apos;{path}&apos; names no classes in split &apos;{split}&apos;: no &lt;object&gt; of its annotations has a &lt;name&gt;</source>
        <translation>Der Pascal-VOC-Ordner &apos;{path}&apos; nennt in der Aufteilung &apos;{split}&apos; keine Klassen: kein &lt;object&gt; seiner Annotationen hat einen &lt;name&gt;</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: &apos;names&apos; lists no classes</source>
        <translation>&apos;{path}&apos;: &apos;names&apos; nennt keine Klassen</translation>
    </message>
    <message>
        <source>no file is named</source>
        <translation>es ist keine Datei angegeben</translation>
    </message>
    <message>
        <source>its folder &apos;{folder}&apos; does not exist</source>
        <translation>sein Ordner &apos;{folder}&apos; existiert nicht</translation>
    </message>
    <message>
        <source>&apos;{folder}&apos; is not a folder</source>
        <translation>&apos;{folder}&apos; ist kein Ordner</translation>
    </message>
    <message>
        <source>its folder &apos;{folder}&apos; cannot be written: {cause}</source>
        <translation>in seinen Ordner &apos;{folder}&apos; kann nicht geschrieben werden: {cause}</translation>
    </message>
    <message>
        <source>cannot write &apos;{path}&apos; ({option}): {cause}</source>
        <translation>&apos;{path}&apos; kann nicht geschrieben werden ({option}): {cause}</translation>
    </message>
    <message>
        <source>the run&apos;s records &apos;{path}&apos; lead out of the run folder, to &apos;{target}&apos;: Osprey keeps a run&apos;s records inside its folder (put the file itself there)</source>
        <translation>die Aufzeichnungen des Laufs &apos;{path}&apos; führen aus dem Laufordner hinaus, nach &apos;{target}&apos;: Osprey hält die Aufzeichnungen eines Laufs in dessen Ordner (legen Sie die Datei selbst dorthin)</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a run&apos;s records file of Osprey (inspect.db): it holds the tables {tables}; nothing was written to it</source>
        <translation>&apos;{path}&apos; ist keine Aufzeichnungsdatei eines Osprey-Laufs (inspect.db): sie enthält die Tabellen {tables}; es wurde nichts hineingeschrieben</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is a symbolic link, where the run folder&apos;s lock file belongs: Osprey does not write through it; remove it</source>
        <translation>&apos;{path}&apos; ist ein symbolischer Link, wo die Sperrdatei des Laufordners hingehört: Osprey schreibt nicht durch ihn hindurch; entfernen Sie ihn</translation>
    </message>
    <message>
        <source>cannot open the run folder&apos;s lock file &apos;{path}&apos;: {cause}</source>
        <translation>die Sperrdatei des Laufordners &apos;{path}&apos; kann nicht geöffnet werden: {cause}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a plain file of its own (a device, a FIFO, or a hard link to another file), where the run folder&apos;s lock file belongs: remove it</source>
        <translation>&apos;{path}&apos; ist keine eigenständige gewöhnliche Datei (ein Gerät, ein FIFO oder ein harter Link auf eine andere Datei), wo die Sperrdatei des Laufordners hingehört: entfernen Sie sie</translation>
    </message>
    <message>
        <source>cannot lock the run folder &apos;{path}&apos;: {cause}</source>
        <translation>der Laufordner &apos;{path}&apos; kann nicht gesperrt werden: {cause}</translation>
    </message>
    <message>
        <source>the run folder &apos;{path}&apos; is in use by another process (it has not said which yet): one process at a time trains, resumes or records into a run folder; wait for it to end, or choose another folder</source>
        <translation>der Laufordner &apos;{path}&apos; wird von einem anderen Prozess benutzt (er hat noch nicht gesagt, von welchem): nur ein Prozess zugleich trainiert, setzt fort oder zeichnet auf in einem Laufordner; warten Sie, bis er endet, oder wählen Sie einen anderen Ordner</translation>
    </message>
    <message>
        <source>the run folder &apos;{path}&apos; is in use by process {pid} on {host}: one process at a time trains, resumes or records into a run folder; wait for it to end, or choose another folder</source>
        <translation>der Laufordner &apos;{path}&apos; wird von Prozess {pid} auf {host} benutzt: nur ein Prozess zugleich trainiert, setzt fort oder zeichnet auf in einem Laufordner; warten Sie, bis er endet, oder wählen Sie einen anderen Ordner</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not an Osprey run store: it holds the tables {tables}; nothing was written to it (--db names the run store: a new file, or one Osprey made)</source>
        <translation>&apos;{path}&apos; ist kein Osprey-Laufspeicher: er enthält die Tabellen {tables}; es wurde nichts hineingeschrieben (--db nennt den Laufspeicher: eine neue Datei oder eine, die Osprey angelegt hat)</translation>
    </message>
    <message>
        <source>the outputs of &apos;{path}&apos; hold values that are not finite numbers (NaN or infinity): its weights are broken</source>
        <translation>die Ausgaben von &apos;{path}&apos; enthalten Werte, die keine endlichen Zahlen sind (NaN oder unendlich): seine Gewichte sind fehlerhaft</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has broken Osprey metadata &apos;{key}&apos;: &apos;{field}&apos; is missing</source>
        <translation>&apos;{path}&apos; hat fehlerhafte Osprey-Metadaten &apos;{key}&apos;: &apos;{field}&apos; fehlt</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has broken Osprey metadata &apos;{key}&apos;: &apos;{field}&apos; is {value}, not a whole number from {min} to {max}</source>
        <translation>&apos;{path}&apos; hat fehlerhafte Osprey-Metadaten &apos;{key}&apos;: &apos;{field}&apos; ist {value}, keine ganze Zahl von {min} bis {max}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has broken Osprey metadata &apos;{key}&apos;: &apos;{field}&apos; is {value}, not a finite number from {min} to {max}</source>
        <translation>&apos;{path}&apos; hat fehlerhafte Osprey-Metadaten &apos;{key}&apos;: &apos;{field}&apos; ist {value}, keine endliche Zahl von {min} bis {max}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has broken Osprey metadata &apos;{key}&apos;: &apos;{field}&apos; is {value}, not a list of {count} numbers</source>
        <translation>&apos;{path}&apos; hat fehlerhafte Osprey-Metadaten &apos;{key}&apos;: &apos;{field}&apos; ist {value}, keine Liste von {count} Zahlen</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has broken Osprey metadata &apos;{key}&apos;: &apos;{field}&apos; is {value}, not a list of {least} to {most} whole numbers from {min} to {max}</source>
        <translation>&apos;{path}&apos; hat fehlerhafte Osprey-Metadaten &apos;{key}&apos;: &apos;{field}&apos; ist {value}, keine Liste von {least} bis {most} ganzen Zahlen von {min} bis {max}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has broken Osprey metadata &apos;{key}&apos;: &apos;{field}&apos; is {value}, not text</source>
        <translation>&apos;{path}&apos; hat fehlerhafte Osprey-Metadaten &apos;{key}&apos;: &apos;{field}&apos; ist {value}, kein Text</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has broken Osprey metadata &apos;{key}&apos;: &apos;{field}&apos; is {value}, not one of {names}</source>
        <translation>&apos;{path}&apos; hat fehlerhafte Osprey-Metadaten &apos;{key}&apos;: &apos;{field}&apos; ist {value}, nicht eines von {names}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: the tensor &apos;{name}&apos; keeps its data in &apos;{location}&apos;, which is not a file beside the model in its folder</source>
        <translation>&apos;{path}&apos;: der Tensor &apos;{name}&apos; hält seine Daten in &apos;{location}&apos;, keiner Datei neben dem Modell in dessen Ordner</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: the tensor &apos;{name}&apos; has the external data entry &apos;{entry}&apos; of &apos;{value}&apos;, not a number of bytes</source>
        <translation>&apos;{path}&apos;: der Tensor &apos;{name}&apos; hat den externen Dateneintrag &apos;{entry}&apos; mit &apos;{value}&apos;, keine Anzahl von Bytes</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: the tensor &apos;{name}&apos; keeps its data in &apos;{location}&apos; from byte {offset}, {length} bytes, beyond that file&apos;s {size} bytes</source>
        <translation>&apos;{path}&apos;: der Tensor &apos;{name}&apos; hält seine Daten in &apos;{location}&apos; ab Byte {offset}, {length} Bytes, über die {size} Bytes dieser Datei hinaus</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has ONNX IR version {version}; Osprey exports and reads IR versions {oldest} to {newest}</source>
        <translation>&apos;{path}&apos; hat die ONNX-IR-Version {version}; Osprey exportiert und liest die IR-Versionen {oldest} bis {newest}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; imports operators of the domain &apos;{domain}&apos;, which Osprey&apos;s exports never use</source>
        <translation>&apos;{path}&apos; importiert Operatoren der Domäne &apos;{domain}&apos;, die Ospreys Exporte nie verwenden</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; needs ONNX opset {version}; Osprey exports and reads opsets {oldest} to {newest}</source>
        <translation>&apos;{path}&apos; braucht das ONNX-Opset {version}; Osprey exportiert und liest die Opsets {oldest} bis {newest}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; names no ONNX opset to read its operators by</source>
        <translation>&apos;{path}&apos; nennt kein ONNX-Opset, nach dem seine Operatoren zu lesen sind</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has a subgraph or a sparse tensor in its node &apos;{node}&apos;, which Osprey&apos;s exports never have</source>
        <translation>&apos;{path}&apos; hat in seinem Knoten &apos;{node}&apos; einen Teilgraphen oder einen dünnbesetzten Tensor, was Ospreys Exporte nie haben</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has {count} sparse initializers, which Osprey&apos;s exports never have</source>
        <translation>&apos;{path}&apos; hat {count} dünnbesetzte Initialisierer, die Ospreys Exporte nie haben</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; declares a batch of {batch} images in its input &apos;images&apos;; of {size}x{size} pixels Osprey runs 1 to {most} at once</source>
        <translation>&apos;{path}&apos; deklariert in seiner Eingabe &apos;images&apos; einen Batch von {batch} Bildern; von {size}x{size} Pixeln verarbeitet Osprey 1 bis {most} auf einmal</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; declares its input &apos;images&apos; as {type}, not float</source>
        <translation>&apos;{path}&apos; deklariert seine Eingabe &apos;images&apos; als {type}, nicht als float</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; declares &apos;{name}&apos; with the shape {shape}, which does not fit: each dimension and their product must be from 0 to {most}</source>
        <translation>&apos;{path}&apos; deklariert &apos;{name}&apos; mit der Form {shape}, die nicht passt: jede Dimension und ihr Produkt müssen zwischen 0 und {most} liegen</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: the tensor &apos;{name}&apos; ({where}) holds its data in more than one form, or in segments or fields of another type than its own</source>
        <translation>&apos;{path}&apos;: der Tensor &apos;{name}&apos; ({where}) hält seine Daten in mehr als einer Form, oder in Segmenten oder Feldern eines anderen Typs als seines eigenen</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: the tensor &apos;{name}&apos; ({where}) has the data type {type}, which Osprey&apos;s exports never use</source>
        <translation>&apos;{path}&apos;: der Tensor &apos;{name}&apos; ({where}) hat den Datentyp {type}, den Ospreys Exporte nie verwenden</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: the tensor &apos;{name}&apos; ({where}) has the shape {shape}, which does not fit: each dimension and their product must be from 0 to {most}</source>
        <translation>&apos;{path}&apos;: der Tensor &apos;{name}&apos; ({where}) hat die Form {shape}, die nicht passt: jede Dimension und ihr Produkt müssen zwischen 0 und {most} liegen</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: the tensor &apos;{name}&apos; ({where}) keeps its data in an external file (&apos;{location}&apos;), which a model of the &apos;{profile}&apos; profile may not</source>
        <translation>&apos;{path}&apos;: der Tensor &apos;{name}&apos; ({where}) hält seine Daten in einer externen Datei (&apos;{location}&apos;), was ein Modell des Profils &apos;{profile}&apos; nicht darf</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: the tensor &apos;{name}&apos; ({where}) of shape {shape} and type {type} needs {expected} bytes of data, but the file gives {actual}</source>
        <translation>&apos;{path}&apos;: der Tensor &apos;{name}&apos; ({where}) der Form {shape} und des Typs {type} braucht {expected} Bytes Daten, die Datei gibt aber {actual}</translation>
    </message>
    <message>
        <source>the input size of &apos;{path}&apos; is {size} pixels; an exported model&apos;s is 1 to {most} (choose one with --input-size)</source>
        <translation>die Eingabegröße von &apos;{path}&apos; ist {size} Pixel; die eines exportierten Modells ist 1 bis {most} (wählen Sie eine mit --input-size)</translation>
    </message>
    <message>
        <source>--batch {batch} is more images of {size}x{size} pixels than an exported model takes at once (at most {most})</source>
        <translation>--batch {batch} sind mehr Bilder von {size}x{size} Pixeln, als ein exportiertes Modell auf einmal nimmt (höchstens {most})</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has broken Osprey metadata &apos;{key}&apos;: anchor {index} has the corners ({x1}, {y1}) and ({x2}, {y2}), not a top left and a bottom right</source>
        <translation>&apos;{path}&apos; hat fehlerhafte Osprey-Metadaten &apos;{key}&apos;: Anker {index} hat die Ecken ({x1}, {y1}) und ({x2}, {y2}), nicht oben links und unten rechts</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: the node &apos;{node}&apos; reads &apos;{value}&apos;, which neither the graph&apos;s inputs, an initializer nor an earlier node gives</source>
        <translation>&apos;{path}&apos;: der Knoten &apos;{node}&apos; liest &apos;{value}&apos;, das weder die Eingaben des Graphen, ein Initialisierer noch ein früherer Knoten liefert</translation>
    </message>
    <message>
        <source>&apos;{path}&apos;: the graph&apos;s output &apos;{value}&apos; is given by no node, initializer or input</source>
        <translation>&apos;{path}&apos;: die Ausgabe &apos;{value}&apos; des Graphen liefert kein Knoten, Initialisierer und keine Eingabe</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; would compute more intermediate values from its input of {batch}x3x{size}x{size} than OpenCV can count; Osprey runs a model that needs at most {times} times its input ({most} MB)</source>
        <translation>&apos;{path}&apos; würde aus seiner Eingabe von {batch}x3x{size}x{size} mehr Zwischenwerte berechnen, als OpenCV zählen kann; Osprey führt ein Modell aus, das höchstens das {times}-Fache seiner Eingabe braucht ({most} MB)</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; would compute {need} MB of intermediate values from its input of {batch}x3x{size}x{size}; Osprey runs a model that needs at most {times} times its input ({most} MB)</source>
        <translation>&apos;{path}&apos; würde aus seiner Eingabe von {batch}x3x{size}x{size} {need} MB an Zwischenwerten berechnen; Osprey führt ein Modell aus, das höchstens das {times}-Fache seiner Eingabe braucht ({most} MB)</translation>
    </message>
    <message>
        <source>cannot convert &apos;{item}&apos;: {cause}</source>
        <translation>&apos;{item}&apos; kann nicht umgewandelt werden: {cause}</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is a file, not a folder to convert into</source>
        <translation>&apos;{path}&apos; ist eine Datei, kein Ordner, in den umgewandelt werden kann</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not empty: choose a new folder, or add --force to replace the files of the same names in it</source>
        <translation>&apos;{path}&apos; ist nicht leer: einen neuen Ordner wählen oder --force angeben, um gleichnamige Dateien darin zu ersetzen</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is a {task} dataset: it converts to one of {formats}, not {format}</source>
        <translation>&apos;{path}&apos; ist ein Datensatz für {task}: er lässt sich in eines von {formats} umwandeln, nicht in {format}</translation>
    </message>
    <message>
        <source>dataset format</source>
        <translation>Datensatzformat</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is a compressed TFRecord file: its records are held in memory, and the dataset&apos;s compressed records are over the limit of {limit} bytes; store the shards uncompressed (data convert --format tfrecord)</source>
        <translation>&apos;{path}&apos; ist eine komprimierte TFRecord-Datei: ihre Datensätze werden im Speicher gehalten, und die komprimierten Datensätze des Datensatzes überschreiten die Grenze von {limit} Bytes; speichern Sie die Shards unkomprimiert (data convert --format tfrecord)</translation>
    </message>
    <message>
        <source>its records end at byte {end}, the file has {bytes} bytes</source>
        <translation>seine Datensätze enden bei Byte {end}, die Datei hat {bytes} Bytes</translation>
    </message>
    <message>
        <source>the index &apos;{index}&apos; does not fit &apos;{path}&apos;: {cause}</source>
        <translation>der Index &apos;{index}&apos; passt nicht zu &apos;{path}&apos;: {cause}</translation>
    </message>
    <message>
        <source>the record at byte {offset} has {size} bytes, the index says {expected}</source>
        <translation>der Datensatz bei Byte {offset} hat {size} Bytes, der Index sagt {expected}</translation>
    </message>
    <message>
        <source>&apos;{item}&apos;: label {label} is outside 0 to {max} after data.tfrecord.label_offset {offset}</source>
        <translation>&apos;{item}&apos;: Bezeichnung {label} liegt nach data.tfrecord.label_offset {offset} außerhalb von 0 bis {max}</translation>
    </message>
    <message>
        <source>the record has no &apos;{height}&apos; and &apos;{width}&apos;, and its picture&apos;s header gives no size</source>
        <translation>der Datensatz hat kein &apos;{height}&apos; und &apos;{width}&apos;, und der Kopf seines Bildes nennt keine Größe</translation>
    </message>
    <message>
        <source>the record has {boxes} values of &apos;{xmin}&apos; but {count} of &apos;{key}&apos; (or of its class texts or crowd flags)</source>
        <translation>der Datensatz hat {boxes} Werte von &apos;{xmin}&apos;, aber {count} von &apos;{key}&apos; (oder seiner Klassentexte oder Crowd-Markierungen)</translation>
    </message>
    <message>
        <source>data.root must name the folder of TFRecord shards (or a glob of them) when data.dataset is &apos;tfrecord&apos;</source>
        <translation>data.root muss den Ordner der TFRecord-Shards (oder einen Glob davon) nennen, wenn data.dataset &apos;tfrecord&apos; ist</translation>
    </message>
    <message>
        <source>no TFRecord shard of the split {key} names in &apos;{folder}&apos; (by default files named train* and val* or validation*)</source>
        <translation>kein TFRecord-Shard der Aufteilung, die {key} in &apos;{folder}&apos; nennt (standardmäßig Dateien namens train* und val* oder validation*)</translation>
    </message>
    <message>
        <source>the feature &apos;{key}&apos; is not a list of {kind}</source>
        <translation>das Feature &apos;{key}&apos; ist keine Liste von {kind}</translation>
    </message>
    <message>
        <source>the record has no single int64 &apos;{key}&apos;</source>
        <translation>der Datensatz hat kein einzelnes int64 &apos;{key}&apos;</translation>
    </message>
</context>
<context>
    <name>osprey::ui::BoxStatisticsPlot</name>
    <message>
        <source>Box width (blue) and height (orange), share of the picture</source>
        <translation>Rahmenbreite (blau) und -höhe (orange), Anteil am Bild</translation>
    </message>
    <message>
        <source>Aspect ratio, log2(width / height)</source>
        <translation>Seitenverhältnis, log2(Breite / Höhe)</translation>
    </message>
    <message>
        <source>Box centres (left to right, top down)</source>
        <translation>Rahmenmittelpunkte (von links nach rechts, von oben nach unten)</translation>
    </message>
    <message>
        <source>Boxes per picture (the last bar: 20 or more)</source>
        <translation>Rahmen pro Bild (der letzte Balken: 20 oder mehr)</translation>
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
    <name>osprey::ui::CheckpointScrubber</name>
    <message>
        <source>snapshot</source>
        <translation>Snapshot</translation>
    </message>
    <message>
        <source>periodic</source>
        <translation>periodisch</translation>
    </message>
    <message>
        <source>best</source>
        <translation>bester</translation>
    </message>
    <message>
        <source>last</source>
        <translation>letzter</translation>
    </message>
    <message>
        <source>epoch %1 · %2 (%3)</source>
        <translation>Epoche %1 · %2 (%3)</translation>
    </message>
    <message>
        <source>Click a point of a chart to see the nearest checkpoint&apos;s predictions.</source>
        <translation>Klicken Sie auf einen Punkt eines Diagramms, um die Vorhersagen des nächstgelegenen Checkpoints zu sehen.</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <source>Put a second checkpoint, of this run or of another on the same data, beside it</source>
        <translation>Einen zweiten Checkpoint daneben stellen, aus diesem Lauf oder einem anderen auf denselben Daten</translation>
    </message>
    <message>
        <source>Checkpoint:</source>
        <translation>Gewählter Checkpoint:</translation>
    </message>
    <message>
        <source>Run #%1 is not in the run store.</source>
        <translation>Lauf #%1 ist nicht im Laufspeicher.</translation>
    </message>
    <message>
        <source>Reading the checkpoints of run #%1 …</source>
        <translation>Lese die Checkpoints von Lauf #%1 …</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The validation split has only %1 pictures.</source>
        <translation>Der Validierungsteil hat nur %1 Bilder.</translation>
    </message>
    <message>
        <source>Run #%1 has no checkpoint yet: the first is written at the end of its first epoch. Set checkpoint.snapshot_every to 1 to keep the weights of every epoch.</source>
        <translation>Lauf #%1 hat noch keinen Checkpoint: Der erste wird am Ende seiner ersten Epoche geschrieben. Setzen Sie checkpoint.snapshot_every auf 1, um die Gewichte jeder Epoche zu behalten.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Run #%1&lt;/b&gt;, epoch %2 clicked: %3 of epoch %4 (%5)</source>
        <translation>&lt;b&gt;Lauf #%1&lt;/b&gt;, Epoche %2 angeklickt: %3 der Epoche %4 (%5)</translation>
    </message>
    <message>
        <source>No checkpoint near epoch %1: this is the nearest the run kept.</source>
        <translation>Kein Checkpoint nahe Epoche %1: Dies ist der nächste, den der Lauf behalten hat.</translation>
    </message>
    <message>
        <source>This run keeps no weight snapshots: set checkpoint.snapshot_every to 1 to see every epoch.</source>
        <translation>Dieser Lauf behält keine Gewichts-Snapshots: Setzen Sie checkpoint.snapshot_every auf 1, um jede Epoche zu sehen.</translation>
    </message>
    <message>
        <source>this run</source>
        <translation>dieser Lauf</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>epoch %1 · %2</source>
        <translation>Epoche %1 · %2</translation>
    </message>
    <message>
        <source>run #%1: </source>
        <translation>Lauf #%1: </translation>
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
    <name>osprey::ui::ConfigDiff</name>
    <message>
        <source>left run</source>
        <translation>linker Lauf</translation>
    </message>
    <message>
        <source>right run</source>
        <translation>rechter Lauf</translation>
    </message>
    <message>
        <source>(experiment)</source>
        <translation>(Experiment)</translation>
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
    <name>osprey::ui::ConfusionModel</name>
    <message>
        <source>%L1 pictures of %2 predicted as %3</source>
        <translation>%L1 Bilder von %2, vorhergesagt als %3</translation>
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
    <name>osprey::ui::DatasetHealthPanel</name>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>Same as</source>
        <translation>Gleich wie</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Übereinstimmung</translation>
    </message>
    <message>
        <source>Select a pair to see both pictures.</source>
        <translation>Ein Paar auswählen, um beide Bilder zu sehen.</translation>
    </message>
    <message>
        <source>Not checked yet: &quot;Check all images&quot; reads every picture, finds copies within and across the splits, and measures the boxes.</source>
        <translation>Noch nicht geprüft: „Alle Bilder prüfen“ liest jedes Bild, findet Kopien innerhalb der Teile und zwischen ihnen und vermisst die Rahmen.</translation>
    </message>
    <message>
        <source>No dataset open.</source>
        <translation>Kein Datensatz geöffnet.</translation>
    </message>
    <message>
        <source>Leak</source>
        <translation>Leck</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplikat</translation>
    </message>
    <message>
        <source>exact copy</source>
        <translation>exakte Kopie</translation>
    </message>
    <message>
        <source>%L1 bits apart</source>
        <translation>%L1 Bit Abstand</translation>
    </message>
    <message>
        <source>Leaks across the splits: %L1 · duplicates within a split: %L2 · unreadable: %L3 · smaller than the %4-pixel input: %L5</source>
        <translation>Lecks zwischen den Teilen: %L1 · Duplikate innerhalb eines Teils: %L2 · unlesbar: %L3 · kleiner als die Eingabe von %4 Pixeln: %L5</translation>
    </message>
    <message>
        <source>stopped before the end</source>
        <translation>vor dem Ende abgebrochen</translation>
    </message>
    <message>
        <source>Reading …</source>
        <translation>Wird gelesen …</translation>
    </message>
</context>
<context>
    <name>osprey::ui::DatasetPage</name>
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
    <message>
        <source>Decode every image of both splits: list those that cannot be read, and find copies within and across the splits (the Health page)</source>
        <translation>Jedes Bild beider Teile dekodieren: die unlesbaren auflisten und Kopien innerhalb der Teile und zwischen ihnen finden (Seite „Zustand“)</translation>
    </message>
    <message>
        <source>Pictures</source>
        <translation>Bilder</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Reading pictures</source>
        <translation>Bilder werden gelesen</translation>
    </message>
    <message>
        <source>Comparing pictures</source>
        <translation>Bilder werden verglichen</translation>
    </message>
    <message>
        <source>Leaks (a picture in both splits): %L1 · duplicates within a split: %L2 · see the Health page</source>
        <translation>Lecks (ein Bild in beiden Teilen): %L1 · Duplikate innerhalb eines Teils: %L2 · siehe Seite „Zustand“</translation>
    </message>
    <message>
        <source>Smaller than the %1-pixel network input (enlarged when training): %L2 pictures</source>
        <translation>Kleiner als die Netzeingabe von %1 Pixeln (beim Training vergrößert): %L2 Bilder</translation>
    </message>
</context>
<context>
    <name>osprey::ui::EvaluationView</name>
    <message>
        <source>No run open: choose one in the Runs tab (Evaluate) or open its folder.</source>
        <translation>Kein Lauf geöffnet: einen im Tab Läufe wählen (Auswerten) oder seinen Ordner öffnen.</translation>
    </message>
    <message>
        <source>Open run folder…</source>
        <translation>Laufordner öffnen…</translation>
    </message>
    <message>
        <source>Epoch:</source>
        <translation>Epoche:</translation>
    </message>
    <message>
        <source>Rows: the true class; columns: the predicted one. Click a cell to see its pictures.</source>
        <translation>Zeilen: die wahre Klasse; Spalten: die vorhergesagte. Eine Zelle anklicken, um ihre Bilder zu sehen.</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Präzision</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>Trefferquote</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Pictures</source>
        <translation>Bilder</translation>
    </message>
    <message>
        <source>Click a cell of the matrix to see the pictures behind it.</source>
        <translation>Eine Zelle der Matrix anklicken, um die Bilder dahinter zu sehen.</translation>
    </message>
    <message>
        <source>Run folder</source>
        <translation>Laufordner</translation>
    </message>
    <message>
        <source>Reading the records of %1 …</source>
        <translation>Die Aufzeichnungen von %1 werden gelesen …</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c00&apos;&gt;%1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c00&apos;&gt;%1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;epoch %2 · top-1 %3%</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Epoche %2 · Top-1 %3 %</translation>
    </message>
    <message>
        <source>%L1 pictures of %2, predicted right</source>
        <translation>%L1 Bilder von %2, richtig vorhergesagt</translation>
    </message>
    <message>
        <source>%L1 pictures of %2 predicted as %3</source>
        <translation>%L1 Bilder von %2, vorhergesagt als %3</translation>
    </message>
    <message>
        <source>%L1 recorded pictures are no longer in the dataset.</source>
        <translation>%L1 aufgezeichnete Bilder sind nicht mehr im Datensatz.</translation>
    </message>
    <message>
        <source>(%L1 of them cannot be shown: %2)</source>
        <translation>(%L1 davon können nicht gezeigt werden: %2)</translation>
    </message>
    <message>
        <source>The score a detection needs to count in the matrix and the per-class figures</source>
        <translation>Die Konfidenz, ab der eine Detektion in der Matrix und den Klassenwerten zählt</translation>
    </message>
    <message>
        <source>Save F1-best thresholds</source>
        <translation>F1-beste Schwellen speichern</translation>
    </message>
    <message>
        <source>Save each class&apos;s F1-best threshold with the run (thresholds.json): predict --run and the Inference view then use them</source>
        <translation>Die F1-beste Schwelle jeder Klasse beim Lauf speichern (thresholds.json): predict --run und die Inferenz-Ansicht verwenden sie dann</translation>
    </message>
    <message>
        <source>Save this threshold</source>
        <translation>Diese Schwelle speichern</translation>
    </message>
    <message>
        <source>Save this threshold for every class with the run (thresholds.json)</source>
        <translation>Diese Schwelle für jede Klasse beim Lauf speichern (thresholds.json)</translation>
    </message>
    <message>
        <source>Score threshold:</source>
        <translation>Konfidenzschwelle:</translation>
    </message>
    <message>
        <source>Precision and recall (IoU 0.5)</source>
        <translation>Präzision und Recall (IoU 0,5)</translation>
    </message>
    <message>
        <source>recall</source>
        <translation>Recall</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>Präzision</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;epoch %2 · AP50 %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Epoche %2 · AP50 %3</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Boxen</translation>
    </message>
    <message>
        <source>F1-best at</source>
        <translation>F1-beste bei</translation>
    </message>
    <message>
        <source>Best F1</source>
        <translation>Bester F1</translation>
    </message>
    <message>
        <source>AP50</source>
        <translation>AP50</translation>
    </message>
    <message>
        <source>never found</source>
        <translation>nie gefunden</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>%L1 boxes of %2 nothing found, in %L3 pictures (dashed)</source>
        <translation>%L1 Boxen von %2, die nichts fand, in %L3 Bildern (gestrichelt)</translation>
    </message>
    <message>
        <source>%L1 boxes of %2 found, in %L3 pictures</source>
        <translation>%L1 Boxen von %2 gefunden, in %L3 Bildern</translation>
    </message>
    <message>
        <source>%L1 boxes of %2 detected as %3, in %L4 pictures (red)</source>
        <translation>%L1 Boxen von %2 als %3 erkannt, in %L4 Bildern (rot)</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c00&apos;&gt;The thresholds were not saved: %1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c00&apos;&gt;Die Schwellen wurden nicht gespeichert: %1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Saved %1 (%2): predict --run and the Inference view now use them.</source>
        <translation>%1 gespeichert (%2): predict --run und die Inferenz-Ansicht verwenden sie jetzt.</translation>
    </message>
    <message>
        <source>Note: they load the weights of epoch %1, and these thresholds were chosen at epoch %2; pick epoch %1 above to choose them for those weights.</source>
        <translation>Hinweis: Sie laden die Gewichte aus Epoche %1, diese Schwellen wurden in Epoche %2 gewählt; wählen Sie oben Epoche %1, um sie für diese Gewichte zu bestimmen.</translation>
    </message>
    <message>
        <source>%L1 detections of %2 that match no box (nothing there, or a box another detection found already), in %L3 pictures (red)</source>
        <translation>%L1 Detektionen von %2, die zu keiner Box passen (dort ist nichts, oder eine andere Detektion fand die Box schon), in %L3 Bildern (rot)</translation>
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
    <message>
        <source>Inspection</source>
        <translation>Untersuchung</translation>
    </message>
</context>
<context>
    <name>osprey::ui::ExportDialog</name>
    <message>
        <source>Export run as ONNX</source>
        <translation>Lauf als ONNX exportieren</translation>
    </message>
    <message>
        <source>Writes run #%1 (%2) as one ONNX file, with its preprocessing and class names inside: for OpenCV&apos;s dnn module, osprey-infer, ONNX Runtime or TensorRT.</source>
        <translation>Schreibt Lauf #%1 (%2) als eine ONNX-Datei, mit Vorverarbeitung und Klassennamen darin: für das dnn-Modul von OpenCV, osprey-infer, ONNX Runtime oder TensorRT.</translation>
    </message>
    <message>
        <source>Averaged (EMA) weights</source>
        <translation>Gemittelte Gewichte (EMA)</translation>
    </message>
    <message>
        <source>The exponential moving average the run kept beside its weights, when it kept one</source>
        <translation>Der exponentielle gleitende Mittelwert, den der Lauf neben seinen Gewichten führte, sofern er einen führte</translation>
    </message>
    <message>
        <source>Weights:</source>
        <translation>Gewichte:</translation>
    </message>
    <message>
        <source>OpenCV: raw outputs, decoding by the reader</source>
        <translation>OpenCV: Rohausgaben, Dekodierung durch den Leser</translation>
    </message>
    <message>
        <source>Full: decoding and NMS inside (ONNX Runtime, TensorRT)</source>
        <translation>Vollständig: Dekodierung und NMS im Modell (ONNX Runtime, TensorRT)</translation>
    </message>
    <message>
        <source>Classifier: logits</source>
        <translation>Klassifikator: Logits</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profil:</translation>
    </message>
    <message>
        <source>Opset:</source>
        <translation>Opset:</translation>
    </message>
    <message>
        <source>any (dynamic)</source>
        <translation>beliebig (dynamisch)</translation>
    </message>
    <message>
        <source>Images per run: a number, or any number decided when the model runs</source>
        <translation>Bilder pro Durchlauf: eine Zahl, oder eine beliebige, die beim Ausführen feststeht</translation>
    </message>
    <message>
        <source>Batch:</source>
        <translation>Stapel:</translation>
    </message>
    <message>
        <source>as trained</source>
        <translation>wie trainiert</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Input size:</source>
        <translation>Eingabegröße:</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Export as</source>
        <translation>Exportieren als</translation>
    </message>
    <message>
        <source>ONNX models (*.onnx)</source>
        <translation>ONNX-Modelle (*.onnx)</translation>
    </message>
    <message>
        <source>Replace file?</source>
        <translation>Datei ersetzen?</translation>
    </message>
    <message>
        <source>%1 exists. Replace it?</source>
        <translation>%1 existiert. Ersetzen?</translation>
    </message>
    <message>
        <source>Exporting…</source>
        <translation>Wird exportiert…</translation>
    </message>
    <message>
        <source>Wrote %1: %2 nodes, %3; outputs: %4.</source>
        <translation>%1 geschrieben: %2 Knoten, %3; Ausgaben: %4.</translation>
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
        <source>Decode JPEGs on (CPU or GPU)</source>
        <translation>JPEGs dekodieren auf (CPU oder GPU)</translation>
    </message>
    <message>
        <source>Update all weights at once (multi-tensor)</source>
        <translation>Alle Gewichte auf einmal aktualisieren (Multi-Tensor)</translation>
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
    <message>
        <source>Keep per-image results of each validation</source>
        <translation>Ergebnisse je Bild bei jeder Validierung behalten</translation>
    </message>
    <message>
        <source>Keep training margins (suspected label errors)</source>
        <translation>Trainingsmargen behalten (vermutete Labelfehler)</translation>
    </message>
    <message>
        <source>Pictures to leave out (list file)</source>
        <translation>Auszulassende Bilder (Listendatei)</translation>
    </message>
    <message>
        <source>Weight snapshots every (epochs; 0: off)</source>
        <translation>Gewichts-Snapshots alle (Epochen; 0: aus)</translation>
    </message>
    <message>
        <source>Write TensorBoard event files</source>
        <translation>TensorBoard-Ereignisdateien schreiben</translation>
    </message>
    <message>
        <source>Training shards (glob)</source>
        <translation>Trainings-Shards (Glob)</translation>
    </message>
    <message>
        <source>Validation shards (glob)</source>
        <translation>Validierungs-Shards (Glob)</translation>
    </message>
    <message>
        <source>Skip corrupt records</source>
        <translation>Beschädigte Datensätze überspringen</translation>
    </message>
    <message>
        <source>Picture feature (TFRecord)</source>
        <translation>Bild-Feature (TFRecord)</translation>
    </message>
    <message>
        <source>Label feature (TFRecord)</source>
        <translation>Bezeichnungs-Feature (TFRecord)</translation>
    </message>
    <message>
        <source>First class&apos;s stored label (TFRecord)</source>
        <translation>Gespeicherte Bezeichnung der ersten Klasse (TFRecord)</translation>
    </message>
    <message>
        <source>Class name feature (TFRecord)</source>
        <translation>Klassennamen-Feature (TFRecord)</translation>
    </message>
    <message>
        <source>Box feature prefix (TFRecord)</source>
        <translation>Präfix der Rahmen-Features (TFRecord)</translation>
    </message>
    <message>
        <source>Box class id feature (TFRecord)</source>
        <translation>Klassen-ID-Feature der Rahmen (TFRecord)</translation>
    </message>
    <message>
        <source>Box class name feature (TFRecord)</source>
        <translation>Klassennamen-Feature der Rahmen (TFRecord)</translation>
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
    <message>
        <source>The run&apos;s per-class thresholds</source>
        <translation>Die Klassenschwellen des Laufs</translation>
    </message>
    <message>
        <source>From %1: %2</source>
        <translation>Aus %1: %2</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c00&apos;&gt;%1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c00&apos;&gt;%1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Classes without a saved threshold: boxes scoring below this are hidden</source>
        <translation>Klassen ohne gespeicherte Schwelle: Boxen mit geringerer Konfidenz werden ausgeblendet</translation>
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
    <message>
        <source>Evaluation</source>
        <translation>Auswertung</translation>
    </message>
    <message>
        <source>Suspected errors</source>
        <translation>Verdächtige Fehler</translation>
    </message>
    <message>
        <source>New experiment</source>
        <translation>Neues Experiment</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
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
    <message>
        <source>YAML directives must have exactly one argument</source>
        <translation>YAML-Direktiven müssen genau ein Argument haben</translation>
    </message>
    <message>
        <source>YAML major version too large</source>
        <translation>YAML-Hauptversion zu groß</translation>
    </message>
    <message>
        <source>repeated YAML directive</source>
        <translation>wiederholte YAML-Direktive</translation>
    </message>
    <message>
        <source>TAG directives must have exactly two arguments</source>
        <translation>TAG-Direktiven müssen genau zwei Argumente haben</translation>
    </message>
    <message>
        <source>repeated TAG directive</source>
        <translation>wiederholte TAG-Direktive</translation>
    </message>
    <message>
        <source>illegal character found while scanning tag handle</source>
        <translation>unzulässiges Zeichen beim Lesen eines Tag-Handles</translation>
    </message>
    <message>
        <source>tag handle with no suffix</source>
        <translation>Tag-Handle ohne Suffix</translation>
    </message>
    <message>
        <source>end of verbatim tag not found</source>
        <translation>Ende des wörtlichen Tags nicht gefunden</translation>
    </message>
    <message>
        <source>cannot assign multiple tags to the same node</source>
        <translation>demselben Knoten können nicht mehrere Tags zugewiesen werden</translation>
    </message>
    <message>
        <source>cannot assign multiple anchors to the same node</source>
        <translation>demselben Knoten können nicht mehrere Anker zugewiesen werden</translation>
    </message>
    <message>
        <source>cannot assign multiple aliases to the same node</source>
        <translation>demselben Knoten können nicht mehrere Aliasse zugewiesen werden</translation>
    </message>
    <message>
        <source>aliases can&apos;t have any content, *including* tags</source>
        <translation>Aliasse dürfen keinen Inhalt haben, *auch* keine Tags</translation>
    </message>
    <message>
        <source>bad character found while scanning hex number</source>
        <translation>ungültiges Zeichen beim Lesen einer Hexadezimalzahl</translation>
    </message>
    <message>
        <source>illegal character found while scanning alias</source>
        <translation>unzulässiges Zeichen beim Lesen eines Alias</translation>
    </message>
    <message>
        <source>illegal character found while scanning anchor</source>
        <translation>unzulässiges Zeichen beim Lesen eines Ankers</translation>
    </message>
    <message>
        <source>cannot set zero indentation for a block scalar</source>
        <translation>ein Blockskalar kann keine Einrückung von null haben</translation>
    </message>
    <message>
        <source>unexpected character in block scalar</source>
        <translation>unerwartetes Zeichen im Blockskalar</translation>
    </message>
    <message>
        <source>cannot assign the same alias to multiple nodes</source>
        <translation>derselbe Alias kann nicht mehreren Knoten zugewiesen werden</translation>
    </message>
    <message>
        <source>unexpected end sequence token</source>
        <translation>unerwartetes Listenende</translation>
    </message>
    <message>
        <source>unexpected end map token</source>
        <translation>unerwartetes Mapping-Ende</translation>
    </message>
    <message>
        <source>invalid character in single-quoted string</source>
        <translation>ungültiges Zeichen in einer Zeichenkette in einfachen Anführungszeichen</translation>
    </message>
    <message>
        <source>invalid anchor</source>
        <translation>ungültiger Anker</translation>
    </message>
    <message>
        <source>invalid alias</source>
        <translation>ungültiger Alias</translation>
    </message>
    <message>
        <source>invalid tag</source>
        <translation>ungültiges Tag</translation>
    </message>
    <message>
        <source>bad YAML version: %1</source>
        <translation>ungültige YAML-Version: %1</translation>
    </message>
    <message>
        <source>invalid unicode: %1</source>
        <translation>ungültiges Unicode: %1</translation>
    </message>
    <message>
        <source>unknown escape character: %1</source>
        <translation>unbekanntes Escape-Zeichen: %1</translation>
    </message>
    <message>
        <source>%1 needs %2 = 0: a mixed image carries two labels, so its margin is undefined</source>
        <translation>%1 braucht %2 = 0: ein gemischtes Bild trägt zwei Labels, daher ist seine Marge nicht definiert</translation>
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
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Write the run&apos;s checkpoint as an ONNX file</source>
        <translation>Den Checkpoint des Laufs als ONNX-Datei schreiben</translation>
    </message>
    <message>
        <source>Evaluate</source>
        <translation>Auswerten</translation>
    </message>
    <message>
        <source>The run&apos;s confusion matrix and the pictures behind each cell, in the Evaluation tab</source>
        <translation>Die Konfusionsmatrix des Laufs und die Bilder hinter jeder Zelle, im Tab Auswertung</translation>
    </message>
    <message>
        <source>Suspected errors</source>
        <translation>Fehlerverdacht</translation>
    </message>
    <message>
        <source>The run&apos;s pictures ranked by how likely their label is wrong, to mark for exclusion or relabelling, in the Suspected errors tab</source>
        <translation>Die Bilder des Laufs, geordnet danach, wie wahrscheinlich ihr Label falsch ist, zum Ausschließen oder Umbenennen markierbar, im Tab Verdächtige Fehler</translation>
    </message>
    <message>
        <source>Nothing was deleted: run #%1 %2 is in use (%3).</source>
        <translation>Nichts wurde gelöscht: Lauf #%1 %2 wird benutzt (%3).</translation>
    </message>
    <message>
        <source>TensorBoard</source>
        <translation>TensorBoard</translation>
    </message>
    <message>
        <source>Show the selected runs in TensorBoard (their tensorboard/ folders)</source>
        <translation>Die ausgewählten Läufe in TensorBoard zeigen (ihre Ordner tensorboard/)</translation>
    </message>
    <message>
        <source>TensorBoard ended before it served the runs:

%1</source>
        <translation>TensorBoard wurde beendet, bevor es die Läufe anzeigte:

%1</translation>
    </message>
    <message>
        <source>TensorBoard is not installed here (no &apos;tensorboard&apos; on the PATH). Where it is installed (pip install tensorboard), this shows the selected runs:</source>
        <translation>TensorBoard ist hier nicht installiert (kein &apos;tensorboard&apos; im PATH). Wo es installiert ist (pip install tensorboard), zeigt dieser Befehl die ausgewählten Läufe:</translation>
    </message>
</context>
<context>
    <name>osprey::ui::ScrubberModel</name>
    <message>
        <source>running…</source>
        <translation>läuft…</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>boxes: %1</source>
        <translation>Boxen: %1</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Bild</translation>
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
    <name>osprey::ui::SuspectedErrorsView</name>
    <message>
        <source>missing box?</source>
        <translation>fehlende Box?</translation>
    </message>
    <message>
        <source>spurious box?</source>
        <translation>überflüssige Box?</translation>
    </message>
    <message>
        <source>mislocated?</source>
        <translation>verschoben?</translation>
    </message>
    <message>
        <source>wrong class?</source>
        <translation>falsche Klasse?</translation>
    </message>
    <message>
        <source>Possibly a missing box: %1 found at score %2 where no box is.</source>
        <translation>Vielleicht eine fehlende Box: %1 mit Score %2 gefunden, wo keine Box ist.</translation>
    </message>
    <message>
        <source>Possibly a spurious box: nothing found near this %1 box.</source>
        <translation>Vielleicht eine überflüssige Box: nichts in der Nähe dieser %1-Box gefunden.</translation>
    </message>
    <message>
        <source>Possibly a mislocated box: %1 found overlapping it by IoU %2.</source>
        <translation>Vielleicht eine verschobene Box: %1 gefunden, die sie mit IoU %2 überlappt.</translation>
    </message>
    <message>
        <source>Possibly a wrong class: a %1 box found as %2 at score %3.</source>
        <translation>Vielleicht eine falsche Klasse: eine %1-Box als %2 mit Score %3 gefunden.</translation>
    </message>
    <message numerus="yes">
        <source>(%n more finding(s))</source>
        <translation>
            <numerusform>(%n weiterer Befund)</numerusform>
            <numerusform>(%n weitere Befunde)</numerusform>
        </translation>
    </message>
    <message>
        <source>Area under the margin %1 over epochs %2 to %3: the model kept preferring another class.</source>
        <translation>Fläche unter der Marge %1 über die Epochen %2 bis %3: Das Modell zog immer wieder eine andere Klasse vor.</translation>
    </message>
    <message>
        <source>Mistakenness %1: labelled %2, predicted %3.</source>
        <translation>Fehlerwahrscheinlichkeit %1: gelabelt als %2, vorhergesagt %3.</translation>
    </message>
    <message>
        <source>Mistakenness %1: predicted its label, unsure.</source>
        <translation>Fehlerwahrscheinlichkeit %1: sein Label vorhergesagt, aber unsicher.</translation>
    </message>
    <message>
        <source>No run open: choose one in the Runs tab (Suspected errors) or open its folder.</source>
        <translation>Kein Lauf geöffnet: Wählen Sie einen im Tab Läufe (Verdächtige Fehler) oder öffnen Sie seinen Ordner.</translation>
    </message>
    <message>
        <source>Findings:</source>
        <translation>Befunde:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Missing boxes</source>
        <translation>Fehlende Boxen</translation>
    </message>
    <message>
        <source>Spurious boxes</source>
        <translation>Überflüssige Boxen</translation>
    </message>
    <message>
        <source>Mislocated boxes</source>
        <translation>Verschobene Boxen</translation>
    </message>
    <message>
        <source>Wrong classes</source>
        <translation>Falsche Klassen</translation>
    </message>
    <message>
        <source>Open run folder…</source>
        <translation>Laufordner öffnen…</translation>
    </message>
    <message>
        <source>Exclude</source>
        <translation>Ausschließen</translation>
    </message>
    <message>
        <source>Leave the selected pictures out of a next experiment</source>
        <translation>Die gewählten Bilder in einem nächsten Experiment weglassen</translation>
    </message>
    <message>
        <source>Relabel as</source>
        <translation>Umlabeln als</translation>
    </message>
    <message>
        <source>List the selected pictures for relabelling in your labelling tool</source>
        <translation>Die gewählten Bilder zum Umlabeln in Ihrem Annotationswerkzeug auflisten</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Aufheben</translation>
    </message>
    <message>
        <source>Remove the selected pictures&apos; marks</source>
        <translation>Die Markierungen der gewählten Bilder entfernen</translation>
    </message>
    <message>
        <source>New experiment without these</source>
        <translation>Neues Experiment ohne diese</translation>
    </message>
    <message>
        <source>Open the run&apos;s experiment as a new one that leaves the excluded pictures out (data.exclude_list)</source>
        <translation>Das Experiment des Laufs als neues öffnen, das die ausgeschlossenen Bilder weglässt (data.exclude_list)</translation>
    </message>
    <message>
        <source>Mark the selected:</source>
        <translation>Gewählte markieren:</translation>
    </message>
    <message>
        <source>Run folder</source>
        <translation>Laufordner</translation>
    </message>
    <message>
        <source>Reading the records of %1 …</source>
        <translation>Lese die Aufzeichnungen von %1 …</translation>
    </message>
    <message>
        <source>ranked by the area under the margin of epochs %1 to %2</source>
        <translation>geordnet nach der Fläche unter der Marge der Epochen %1 bis %2</translation>
    </message>
    <message>
        <source>ranked from the validation of epoch %1</source>
        <translation>geordnet nach der Validierung von Epoche %1</translation>
    </message>
    <message>
        <source>%L1 ranked pictures are no longer in the dataset.</source>
        <translation>%L1 geordnete Bilder sind nicht mehr im Datensatz.</translation>
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
        <translation>Trainingsbilder</translation>
    </message>
    <message>
        <source>Validation pictures</source>
        <translation>Validierungsbilder</translation>
    </message>
    <message>
        <source>Training pictures, by the area under the margin</source>
        <translation>Trainingsbilder, nach Fläche unter der Marge</translation>
    </message>
    <message>
        <source>Training pictures, by mistakenness</source>
        <translation>Trainingsbilder, nach Fehlerwahrscheinlichkeit</translation>
    </message>
    <message>
        <source>Validation pictures, by mistakenness</source>
        <translation>Validierungsbilder, nach Fehlerwahrscheinlichkeit</translation>
    </message>
    <message>
        <source>Nothing is suspected in these records.</source>
        <translation>In diesen Aufzeichnungen ist nichts verdächtig.</translation>
    </message>
    <message>
        <source>The %L1 most suspected of %L2 ranked pictures, most likely wrong first. Select pictures to mark them.</source>
        <translation>Die %L1 verdächtigsten von %L2 geordneten Bildern, das wahrscheinlichst falsche zuerst. Wählen Sie Bilder aus, um sie zu markieren.</translation>
    </message>
    <message>
        <source>Show %L1 more</source>
        <translation>%L1 weitere zeigen</translation>
    </message>
    <message>
        <source>The marks could not be saved: %1</source>
        <translation>Die Markierungen konnten nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>%L1 pictures marked to exclude, %L2 to relabel; kept in %3</source>
        <translation>%L1 Bilder zum Ausschließen markiert, %L2 zum Umlabeln; gespeichert in %3</translation>
    </message>
    <message>
        <source>(%L1 of them from the run&apos;s own exclude list %2)</source>
        <translation>(%L1 davon aus der eigenen Ausschlussliste des Laufs %2)</translation>
    </message>
    <message>
        <source>The run&apos;s own exclude list cannot be read, so its names are not carried over: %1</source>
        <translation>Die eigene Ausschlussliste des Laufs kann nicht gelesen werden, ihre Namen werden daher nicht übernommen: %1</translation>
    </message>
    <message>
        <source>The saved marks cannot be read, so nothing can be marked until the file is fixed or removed and the run opened again: %1</source>
        <translation>Die gespeicherten Markierungen sind nicht lesbar; bis die Datei repariert oder entfernt und der Lauf neu geöffnet ist, kann nichts markiert werden: %1</translation>
    </message>
    <message>
        <source>The exclude list could not be copied for the new experiment: %1</source>
        <translation>Die Ausschlussliste konnte für das neue Experiment nicht kopiert werden: %1</translation>
    </message>
</context>
<context>
    <name>osprey::ui::SuspectsModel</name>
    <message>
        <source>exclude</source>
        <translation>ausschließen</translation>
    </message>
    <message>
        <source>relabel as %1</source>
        <translation>umlabeln als %1</translation>
    </message>
    <message>
        <source>predicted %1</source>
        <translation>vorhergesagt %1</translation>
    </message>
    <message>
        <source>labelled %1</source>
        <translation>gelabelt als %1</translation>
    </message>
    <message>
        <source>marked: %1</source>
        <translation>markiert: %1</translation>
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
