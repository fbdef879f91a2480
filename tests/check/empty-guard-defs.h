/* a project's own protection macros, one of them empty by mistake */
#ifdef _RET_PROTECTOR
#define RETGUARD_START		xorq %rsp,(%rsp)
#define RETGUARD_END
#else
#define RETGUARD_START
#define RETGUARD_END
#endif
