package io.japply.apply.internal.cluster;

import java.net.URI;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The JDK client opens a connection of its own for every request sent before its first connection
 * to the server is up, and over https each one does a full TLS handshake. In a cold process that is
 * costly CPU: the three or four reads an apply starts at once (the object, discovery, OpenAPI) made a
 * one-object apply to a real API server about 300 ms slower than one handshake followed by HTTP/2
 * streams on its connection, as kubectl's client does. So the first https request goes alone; the
 * others go when it has ended (answered or failed), or when their own time is up. Plain http is
 * never held: a connection there costs next to nothing.
 */
final class FirstConnection {
    private final AtomicBoolean claimed = new AtomicBoolean();
    private final CompletableFuture<Void> ended = new CompletableFuture<>();

    /** Whether a request to this URI may go at once without being the first: plain http, or the first has ended. */
    boolean open(URI uri) {
        return ended.isDone() || !"https".equalsIgnoreCase(uri.getScheme());
    }

    /** Makes the caller the first request, once: it must call {@link #ended()} when its first try ends. */
    boolean claim() {
        return claimed.compareAndSet(false, true);
    }

    /** The first request's try has ended, however. */
    void ended() {
        ended.complete(null);
    }

    /**
     * Completes when the first request has ended, or just after {@code left} (zero: no limit), whichever
     * comes first: a request whose time ran out while it waited then fails as timed out, unsent.
     */
    CompletableFuture<Void> whenOpen(Duration left) {
        CompletableFuture<Void> turn = ended.copy();
        return left.isZero() ? turn : turn.completeOnTimeout(null, Math.max(0, left.toMillis()) + 1, TimeUnit.MILLISECONDS);
    }
}
