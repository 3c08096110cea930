#pragma once

#include <chrono>
#include <deque>
#include <functional>
#include <string>

#include "util/Errors.h"

namespace osprey {

// The run store stayed locked by another program (SQLITE_BUSY after the busy timeout).
class StoreBusy : public RuntimeFailure {
public:
    using RuntimeFailure::RuntimeFailure;
};

// Writes to the run store that found it locked by another program (a sqlite3 shell inside a transaction, a
// backup tool), kept in order and retried every few seconds, so that training goes on instead of failing:
// nothing is lost as long as the lock ends before the run does.
class WriteQueue {
public:
    using Write = std::function<void()>;

    // `notify` hears when writes start to wait and when they went in after all (once each time).
    explicit WriteQueue(std::function<void(const std::string&)> notify,
                        std::chrono::milliseconds retryEvery = std::chrono::seconds(2));

    // Runs `write` now when nothing waits and the store is free; otherwise it waits behind the others. A
    // write that fails for another reason than the lock throws (and is dropped).
    void submit(Write write);
    // Retries until every waiting write went in (true) or `timeout` passed (false).
    bool drain(std::chrono::milliseconds timeout);
    size_t waiting() const { return m_waiting.size(); }

private:
    // Runs waiting writes in order while the store takes them; false when it is still locked.
    bool tryWaiting();

    std::deque<Write> m_waiting;
    std::chrono::milliseconds m_retryEvery;
    std::chrono::steady_clock::time_point m_nextTry;
    std::function<void(const std::string&)> m_notify;
    bool m_inside = false;  // a write's own notification may submit another one
    size_t m_waited = 0;    // writes that waited since the store was last free
};

}  // namespace osprey
