#include "store/WriteQueue.h"

#include <thread>

namespace osprey {

WriteQueue::WriteQueue(std::function<void(const std::string&)> notify, std::chrono::milliseconds retryEvery)
    : m_retryEvery(retryEvery), m_notify(std::move(notify)) {}

void WriteQueue::submit(Write write) {
    m_waiting.push_back(std::move(write));
    if (m_inside || (m_waiting.size() > 1 && std::chrono::steady_clock::now() < m_nextTry))
        return;  // known to be locked: no need to wait for the busy timeout again yet
    tryWaiting();
}

bool WriteQueue::tryWaiting() {
    m_inside = true;
    std::string news;
    bool free = true;
    while (!m_waiting.empty()) {
        try {
            m_waiting.front()();
        } catch (const StoreBusy& e) {
            free = false;
            m_nextTry = std::chrono::steady_clock::now() + m_retryEvery;
            if (m_waited == 0) {
                news = std::string(e.what()) +
                       "; its writes (metrics, checkpoint rows, status) wait in memory and go in when it is "
                       "free";
            }
            m_waited = std::max(m_waited, m_waiting.size());
            break;
        } catch (...) {
            m_waiting.pop_front();
            m_inside = false;
            throw;
        }
        m_waiting.pop_front();
    }
    if (free && m_waited > 0) {
        news = "the run store is free again: the writes that waited went in";
        m_waited = 0;
    }
    m_inside = false;
    if (!news.empty() && m_notify)
        m_notify(news);
    return free;
}

bool WriteQueue::drain(std::chrono::milliseconds timeout) {
    const auto until = std::chrono::steady_clock::now() + timeout;
    while (!m_waiting.empty()) {
        if (tryWaiting())
            return true;
        if (std::chrono::steady_clock::now() >= until)
            return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
    }
    return true;
}

}  // namespace osprey
