/* pid_t ex_getpid(void) */
#include "SYS.h"

RSYSCALL_NOERROR(getpid)
