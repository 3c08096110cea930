#include "editor/ExperimentTemplates.h"

#include <QCoreApplication>
#include <QFile>

namespace osprey::ui {

QVector<ExperimentTemplate> ExperimentTemplates::all() {
    auto title = [](const char* text) { return QCoreApplication::translate("ExperimentTemplates", text); };
    return {
        {QStringLiteral("digits.yaml"),
         title(QT_TRANSLATE_NOOP("ExperimentTemplates", "Digits classification (demo, CIFAR ResNet-20)"))},
        {QStringLiteral("shapes.yaml"),
         title(QT_TRANSLATE_NOOP("ExperimentTemplates", "Shapes detection (demo, RetinaNet ResNet-18)"))},
        {QStringLiteral("cifar10_resnet20.yaml"),
         title(QT_TRANSLATE_NOOP("ExperimentTemplates", "CIFAR-10 ResNet-20"))},
        {QStringLiteral("imagenet_resnet50.yaml"),
         title(QT_TRANSLATE_NOOP("ExperimentTemplates", "ImageNet ResNet-50 v1.5"))},
        {QStringLiteral("coco_ssd_resnet34.yaml"),
         title(QT_TRANSLATE_NOOP("ExperimentTemplates", "COCO SSD300 ResNet-34"))},
        {QStringLiteral("retinanet_custom.yaml"),
         title(QT_TRANSLATE_NOOP("ExperimentTemplates", "RetinaNet ResNet-50 FPN on your own data"))},
        {QStringLiteral("efficientdet_d0.yaml"),
         title(QT_TRANSLATE_NOOP("ExperimentTemplates", "COCO EfficientDet-D0"))},
    };
}

QString ExperimentTemplates::text(const QString& fileName) {
    QFile file(QStringLiteral(":/templates/") + fileName);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

}  // namespace osprey::ui
