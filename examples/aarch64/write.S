/* ssize_t ex_write(int fd, const void *buf, size_t len) */
#include "SYS.h"

RSYSCALL(write)
