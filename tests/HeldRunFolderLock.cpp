#include "HeldRunFolderLock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <QByteArray>

namespace osprey::test {

namespace {

QString hostName() {
    char name[256] = {};
    ::gethostname(name, sizeof name - 1);
    return QString::fromLocal8Bit(name);
}

}  // namespace

HeldRunFolderLock::HeldRunFolderLock(const QString& runDir) {
    const QByteArray lockPath = (runDir + QStringLiteral("/.lock")).toUtf8();
    m_fd = ::open(lockPath.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (m_fd < 0)
        return;
    const QByteArray holder = QByteArray::number(::getpid()) + ' ' + hostName().toUtf8() + '\n';
    if (::flock(m_fd, LOCK_EX | LOCK_NB) != 0 || ::ftruncate(m_fd, 0) != 0 ||
        ::write(m_fd, holder.constData(), static_cast<size_t>(holder.size())) != holder.size())
        release();
}

void HeldRunFolderLock::release() {
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
}

QString HeldRunFolderLock::holderText() {
    return QStringLiteral("process %1 on %2").arg(::getpid()).arg(hostName());
}

}  // namespace osprey::test
