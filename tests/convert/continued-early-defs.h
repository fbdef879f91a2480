 
#ifndef CONTINUED_EARLY_DEFS_H
#define CONTINUED_EARLY_DEFS_H
#define RET_X	vzeroupper; \
		ret
#endif
