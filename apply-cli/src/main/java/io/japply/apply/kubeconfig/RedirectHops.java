package io.japply.apply.kubeconfig;

import io.fabric8.kubernetes.client.http.HttpResponse;

/**
 * The redirects a connection follows, as an {@link ConnectionOptions#withInterceptor interceptor} sees
 * them: a connection from a kubeconfig follows them itself (the token never goes to another host), and
 * each hop followed is one of the answer's {@code previousResponse()}s, carrying a header that says how
 * long the hop took. That header is japply's own: it was never sent nor received, so a trace of the
 * answer's headers leaves it out ({@link #isTimingHeader}).
 */
public final class RedirectHops {
    /** The header, on each hop followed (never on the final answer), with the hop's milliseconds. */
    public static final String MILLIS_HEADER = "x-japply-hop-milliseconds";

    private RedirectHops() {
    }

    /** How long {@code hop} took, in milliseconds; 0 for an answer that is no hop followed. */
    public static long millis(HttpResponse<?> hop) {
        return hop.headers(MILLIS_HEADER).stream().mapToLong(Long::parseLong).findFirst().orElse(0);
    }

    /** Whether a header (named in any case) is the hop's timing, japply's and not the server's. */
    public static boolean isTimingHeader(String name) {
        return MILLIS_HEADER.equalsIgnoreCase(name);
    }
}
