#include <machine/asm.h>
#ifdef X
ENTRY(f)
	ret
END(f)
#endif
#endif
#if Y
