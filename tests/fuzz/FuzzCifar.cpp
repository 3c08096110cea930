// CIFAR binaries: the input is CIFAR-10's test_batch.bin (and, read as CIFAR-100, test.bin).
#include "FuzzSupport.h"
#include "data/formats/cifar/CifarDataset.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace osprey;
    const std::string bytes = fuzz::text(data, size);
    fuzz::writeScratch("cifar/test_batch.bin", bytes);
    fuzz::writeScratch("cifar/test.bin", bytes);
    const std::string root = (fuzz::scratch() / "cifar").string();
    fuzz::refusedOnlyAsInputError([&] {
        CifarDataset d(root, CifarDataset::Variant::Cifar10, false);
        if (d.size())
            (void)d.image(d.size() - 1);
    });
    fuzz::refusedOnlyAsInputError([&] { CifarDataset(root, CifarDataset::Variant::Cifar100, false); });
    return 0;
}
