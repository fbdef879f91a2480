/*
 * rop-demo: a stack overflow that hijacks the return of an assembly
 * function, and RETGUARD stopping it.
 *
 *	rop-demo < message	processes a message: ex_scratch (ARCH/scratch.S)
 *				lends handle() a 64-byte buffer in its own
 *				frame, and handle() copies the message into
 *				it without checking its length
 *	rop-demo --payload	writes the attacker's message: 64 bytes to
 *				fill the buffer, a word for the saved frame
 *				pointer, then the address of unlock()
 *
 * rop-demo --payload | rop-demo: without protection, ex_scratch
 * returns into unlock(), which prints HIJACKED and exits 42; protected
 * by RETGUARD, its return address is XORed with the stack pointer
 * before the ret, the hijacked address turns to garbage and the
 * process dies.  The program is linked static and not PIE, so that
 * unlock() has the same address in both processes, as in any non-PIE
 * program an attacker can read.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int ex_scratch(int (*)(char *, void *), void *);

struct msg {
	const char	*data;
	size_t		 len;
};

/* The attacker's target. */
void unlock(void);
void
unlock(void)
{
	static const char msg[] = "HIJACKED: ex_scratch returned into "
	    "unlock()\n";

	/* entered by a return, with the stack misaligned: syscalls only */
	(void)write(1, msg, sizeof(msg) - 1);
	_exit(42);
}

/* The bug: the message is copied into buf whatever its length. */
static int __attribute__((noinline))
handle(char *buf, void *arg)
{
	const struct msg *m = arg;
	size_t i;
	int sum = 0;

	memcpy(buf, m->data, m->len);
	for (i = 0; i < m->len && i < 64; i++)
		sum += (unsigned char)buf[i];
	return sum;
}

int
main(int argc, char *argv[])
{
	static char data[512];
	struct msg m;
	uintptr_t target = (uintptr_t)unlock;
	ssize_t n;
	int sum;

	if (argc == 2 && strcmp(argv[1], "--payload") == 0) {
		memset(data, 'A', 64 + sizeof(void *));
		memcpy(data + 64 + sizeof(void *), &target, sizeof(target));
		n = 64 + 2 * sizeof(void *);
		return write(1, data, n) == n ? 0 : 1;
	}
	m.len = 0;
	while (m.len < sizeof(data) &&
	    (n = read(0, data + m.len, sizeof(data) - m.len)) > 0)
		m.len += n;
	m.data = data;
	sum = ex_scratch(handle, &m);
	printf("processed a message of %zu bytes, checksum %d\n", m.len, sum);
	return 0;
}
