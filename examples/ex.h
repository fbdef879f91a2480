/*
 * ex.h: the C declarations of the example functions (ARCH/*.S), for
 * check.c and cxx.cc.
 */
#ifndef EX_H
#define EX_H

#include <stddef.h>
#include <sys/types.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef long ex_jmp_buf[32];	/* room for every architecture's */

size_t	 ex_strlen(const char *);
void	*ex_memchr(const void *, int, size_t);
void	*ex_memmove(void *, const void *, size_t);
void	 ex_bcopy(const void *, void *, size_t);
void	*ex_memcpy(void *, const void *, size_t);
pid_t	 ex_getpid(void);
pid_t	 ex_getppid(void);
ssize_t	 ex_write(int, const void *, size_t);
int	 ex_close(int);
int	 ex_setjmp(ex_jmp_buf) __attribute__((returns_twice));
void	 ex_longjmp(ex_jmp_buf, int) __attribute__((noreturn));
int	 ex_foreach(const int *, size_t, int (*)(int, void *), void *);

extern int ex_errno;		/* set by the system call wrappers */

int	 ex_cxx_catch(void);	/* cxx.cc */

#ifdef __cplusplus
}
#endif

#endif
