#include "records/Crc32c.h"

#include <array>
#include <cstring>

#if defined(__x86_64__)
#include <nmmintrin.h>
#endif

namespace osprey {

namespace {

// Slicing by 8: eight tables of 256 entries, one byte of an 8-byte word each.
using Tables = std::array<std::array<uint32_t, 256>, 8>;

Tables makeTables() {
    Tables t{};
    for (uint32_t i = 0; i < 256; ++i) {
        uint32_t crc = i;
        for (int bit = 0; bit < 8; ++bit)
            crc = (crc >> 1) ^ (0x82f63b78u & (0u - (crc & 1u)));  // the reflected Castagnoli polynomial
        t[0][i] = crc;
    }
    for (uint32_t i = 0; i < 256; ++i)
        for (size_t k = 1; k < 8; ++k)
            t[k][i] = (t[k - 1][i] >> 8) ^ t[0][t[k - 1][i] & 0xff];
    return t;
}

uint32_t extendPortable(uint32_t crc, const unsigned char* p, size_t n) {
    static const Tables t = makeTables();
    while (n >= 8) {
        uint32_t lo, hi;
        std::memcpy(&lo, p, 4);
        std::memcpy(&hi, p + 4, 4);
        lo ^= crc;  // little-endian words: the only byte order Osprey builds for
        crc = t[7][lo & 0xff] ^ t[6][(lo >> 8) & 0xff] ^ t[5][(lo >> 16) & 0xff] ^ t[4][lo >> 24] ^
              t[3][hi & 0xff] ^ t[2][(hi >> 8) & 0xff] ^ t[1][(hi >> 16) & 0xff] ^ t[0][hi >> 24];
        p += 8;
        n -= 8;
    }
    while (n--)
        crc = (crc >> 8) ^ t[0][(crc ^ *p++) & 0xff];
    return crc;
}

#if defined(__x86_64__)
__attribute__((target("sse4.2"))) uint32_t extendSse42(uint32_t crc, const unsigned char* p, size_t n) {
    uint64_t c = crc;
    while (n >= 8) {
        uint64_t word;
        std::memcpy(&word, p, 8);
        c = _mm_crc32_u64(c, word);
        p += 8;
        n -= 8;
    }
    uint32_t c32 = static_cast<uint32_t>(c);
    while (n--)
        c32 = _mm_crc32_u8(c32, *p++);
    return c32;
}

bool haveSse42() {
    static const bool have = __builtin_cpu_supports("sse4.2");
    return have;
}
#endif

}  // namespace

uint32_t Crc32c::extend(uint32_t crc, std::string_view data) {
    const auto* p = reinterpret_cast<const unsigned char*>(data.data());
    crc = ~crc;
#if defined(__x86_64__)
    if (haveSse42())
        return ~extendSse42(crc, p, data.size());
#endif
    return ~extendPortable(crc, p, data.size());
}

}  // namespace osprey
