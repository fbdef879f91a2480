/* bare-regs.S's header: a register and a value by macro */
#define HLINK	x30
#ifdef __ILP32__
#define HPAGE	32
#else
#define HPAGE	4096
#endif
