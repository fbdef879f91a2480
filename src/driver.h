/*
 * driver.h: run the phases over one source, for the mains.
 */
#ifndef RG_DRIVER_H
#define RG_DRIVER_H

struct source;
struct vocab;
struct arch;
struct insertions;

struct options {
	const struct arch	*arch;		/* --arch, or NULL to detect */
	int			 cpp;		/* -1 by name, 0 no, 1 yes */
	int			 check;		/* rgcheck: report, not edit */
};

int	 driver_cpp_for(const char *, int);
int	 driver_convert(struct source *, const struct options *,
	    const struct vocab *, struct insertions *);

#endif /* RG_DRIVER_H */
