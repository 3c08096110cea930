#pragma once

#include "records/ProtoSchema.h"

namespace osprey {

// The message types of TensorBoard's event files, as TensorFlow's event.proto, summary.proto, tensor.proto
// and TensorBoard's hparams plugin_data.proto define them (package tensorflow; tensorboard.hparams), reduced
// to the fields Osprey writes: their numbers and types are those of the originals, so every reader of event
// files reads them. Built once; shared.
const ProtoSchema& eventProtos();

}  // namespace osprey
