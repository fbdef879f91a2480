/*
 * Functions made whole by a header's macro: RSYSCALL's return is not
 * protected (found at the use, line 8); PSEUDO's body protects its
 * return by hand (near miss: no finding).
 */
#include "macro-func-sys.h"

RSYSCALL(getpid)
PSEUDO(getppid)
