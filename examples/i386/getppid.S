/* pid_t ex_getppid(void) */
#include "SYS.h"

RSYSCALL_NOERROR(getppid)
