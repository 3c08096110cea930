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
        <translation>RetinaNet ResNet-50 FPN mit eigenen Daten</translation>
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
        <source>Allowed: %1</source>
        <translation>Erlaubt: %1</translation>
    </message>
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
        <translation>Pascal VOC (XML)</translation>
    </message>
    <message>
        <source>YOLO (data.yaml)</source>
        <translation>YOLO (data.yaml)</translation>
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
        <translation>Format:</translation>
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
        <translation>Training</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Auswertung</translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>Checkpoints</translation>
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
        <translation>Momentum</translation>
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
        <translation>Betas (AdamW)</translation>
    </message>
    <message>
        <source>Smoothing constant (RMSprop)</source>
        <translation>Glättungskonstante (RMSprop)</translation>
    </message>
    <message>
        <source>Epsilon</source>
        <translation>Epsilon</translation>
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
        <translation>Hosts (-H)</translation>
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
        <translation>Experiment</translation>
    </message>
    <message>
        <source>Monitor</source>
        <translation>Monitor</translation>
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
        <translation>COCO AP</translation>
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
    <message>
        <source>the training process crashed or could not be started</source>
        <translation>der Trainingsprozess ist abgestürzt oder konnte nicht gestartet werden</translation>
    </message>
    <message>
        <source>the training process ended with exit code %1 before the run began</source>
        <translation>der Trainingsprozess endete mit Exit-Code %1, bevor der Lauf begann</translation>
    </message>
    <message>
        <source>stopped before the run began</source>
        <translation>vor Beginn des Laufs angehalten</translation>
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
        <translation>Status</translation>
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
</TS>
