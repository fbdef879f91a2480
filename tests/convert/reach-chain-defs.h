/* The macros reach-chain.S uses, built on those of reach-chain-more.h. */
#include "reach-chain-more.h"

#define RET_VZ		VZ_UPPER; ret
#define FUNC(x)		BASE_ENTRY(x)
#define UNUSED		pushq %rax; ret
