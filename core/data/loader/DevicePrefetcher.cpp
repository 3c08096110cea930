#include "data/loader/DevicePrefetcher.h"

#include <c10/core/StreamGuard.h>
#include <c10/core/impl/VirtualGuardImpl.h>

#include <cstdio>

#include "data/loader/DataLoader.h"
#include "data/transforms/ModelInput.h"

namespace osprey {

DevicePrefetcher::DevicePrefetcher(DataLoader& loader, torch::Device device, bool channelsLast,
                                   torch::ScalarType inputType)
    : m_loader(loader), m_device(device), m_channelsLast(channelsLast), m_inputType(inputType) {
    if (m_device.is_cuda()) {
        const c10::impl::VirtualGuardImpl guard(m_device.type());
        m_copyStream = guard.getStreamFromGlobalPool(m_device);
        m_copied.emplace(m_device.type());
        m_wantsDecoder = loader.options().gpuDecode;
    }
}

void DevicePrefetcher::restart() {
    m_ahead = Batch{};
    m_hasAhead = false;
    m_started = false;
}

GpuBatchDecoder* DevicePrefetcher::decoder() {
    if (!m_wantsDecoder)
        return m_decoder.get();
    // Made with the first batch that has JPEGs for it (a dataset without files, the digits, never needs one).
    // Where nvJPEG cannot start, the rows are decoded on the CPU, and the run says so once.
    m_wantsDecoder = false;
    try {
        m_decoder = makeGpuBatchDecoder(m_device);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "warning: GPU decoding is off, pictures are decoded on the CPU: %s\n", e.what());
    }
    return m_decoder.get();
}

bool DevicePrefetcher::makeInput(Batch& host) {
    torch::Tensor images;
    const bool encoded = host.encoded && host.encoded->anyEncoded();
    if (GpuBatchDecoder* gpu = encoded ? decoder() : nullptr) {
        images = gpu->decode(host, m_inputType, m_channelsLast);
    } else {
        decodeAllRowsOnCpu(host);
        if (host.size() > 0)
            images = modelInput(host, m_device, m_inputType, m_channelsLast);
    }
    if (host.size() == 0)
        return false;
    m_ahead = host;
    m_ahead.images = images;
    m_ahead.pixels = torch::Tensor();
    m_ahead.encoded.reset();
    return true;
}

bool DevicePrefetcher::fetchAhead() {
    for (;;) {
        Batch host;
        if (!m_loader.next(host))
            return false;
        m_lastWait += m_loader.lastWaitSeconds();
        if (!m_copyStream) {
            if (makeInput(host))
                return true;
            continue;  // no row of it was readable after all
        }
        // Allocated, filled and converted on the side stream: overlaps the step running on the compute
        // stream.
        const c10::StreamGuard onCopyStream(*m_copyStream);
        if (!makeInput(host))
            continue;
        if (host.labels.defined())
            m_ahead.labels = host.labels.to(m_device, /*non_blocking=*/true);
        m_copied->record(*m_copyStream);
        return true;
    }
}

bool DevicePrefetcher::next(Batch& batch) {
    m_lastWait = 0;
    if (!m_started) {
        m_hasAhead = fetchAhead();
        m_started = true;
    }
    if (!m_hasAhead)
        return false;
    if (m_copyStream) {
        const c10::impl::VirtualGuardImpl guard(m_device.type());
        const c10::Stream compute = guard.getStream(m_device);
        m_copied->block(compute);
        // The memory was allocated on the side stream: the allocator must not hand it out again before the
        // compute stream is done with it.
        for (const torch::Tensor* t : {&m_ahead.images, &m_ahead.labels}) {
            if (t->defined())
                guard.recordDataPtrOnStream(t->storage().data_ptr(), compute);
        }
    }
    batch = std::move(m_ahead);
    m_ahead = Batch{};
    // Batch N+1 starts travelling now, while the caller runs step N.
    m_hasAhead = fetchAhead();
    return true;
}

}  // namespace osprey
