#include "util/JsonText.h"

#include <optional>

namespace osprey {

namespace {

// The bytes a hex string spells, or nothing when it is not one (a hand-edited file): the caller then keeps
// the displayed text.
std::optional<std::string> bytesOfHex(const nlohmann::json& hex) {
    if (!hex.is_string())
        return std::nullopt;
    const std::string& text = hex.get_ref<const std::string&>();
    if (text.size() % 2 != 0)
        return std::nullopt;
    const auto digit = [](char c) -> int {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        return -1;
    };
    std::string bytes;
    bytes.reserve(text.size() / 2);
    for (size_t i = 0; i < text.size(); i += 2) {
        const int high = digit(text[i]), low = digit(text[i + 1]);
        if (high < 0 || low < 0)
            return std::nullopt;
        bytes.push_back(static_cast<char>(high * 16 + low));
    }
    return bytes;
}

}  // namespace

bool isValidUtf8(const std::string& text) {
    const auto* p = reinterpret_cast<const unsigned char*>(text.data());
    const auto* end = p + text.size();
    while (p < end) {
        const unsigned char c = *p;
        int length = 0;
        uint32_t code = 0, smallest = 0;
        if (c < 0x80) {
            ++p;
            continue;
        } else if ((c & 0xE0) == 0xC0) {
            length = 2, code = c & 0x1F, smallest = 0x80;
        } else if ((c & 0xF0) == 0xE0) {
            length = 3, code = c & 0x0F, smallest = 0x800;
        } else if ((c & 0xF8) == 0xF0) {
            length = 4, code = c & 0x07, smallest = 0x10000;
        } else {
            return false;
        }
        if (end - p < length)
            return false;
        for (int i = 1; i < length; ++i) {
            if ((p[i] & 0xC0) != 0x80)
                return false;
            code = (code << 6) | (p[i] & 0x3F);
        }
        // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are not UTF-8.
        if (code < smallest || (code >= 0xD800 && code <= 0xDFFF) || code > 0x10FFFF)
            return false;
        p += length;
    }
    return true;
}

std::string hexOfBytes(const std::string& bytes) {
    static const char* digits = "0123456789abcdef";
    std::string hex;
    hex.reserve(bytes.size() * 2);
    for (const unsigned char c : bytes) {
        hex.push_back(digits[c >> 4]);
        hex.push_back(digits[c & 15]);
    }
    return hex;
}

std::string realText(const nlohmann::json& object, const std::string& key) {
    const auto bytes = object.find(key + "_bytes");
    if (bytes != object.end()) {
        if (auto real = bytesOfHex(*bytes))
            return *real;
    }
    return object.at(key).get<std::string>();
}

std::vector<std::string> realTexts(const nlohmann::json& object, const std::string& key) {
    auto texts = object.at(key).get<std::vector<std::string>>();
    const auto bytes = object.find(key + "_bytes");
    if (bytes == object.end() || !bytes->is_array() || bytes->size() != texts.size())
        return texts;
    for (size_t i = 0; i < texts.size(); ++i) {
        if (auto real = bytesOfHex((*bytes)[i]))
            texts[i] = *real;
    }
    return texts;
}

}  // namespace osprey
