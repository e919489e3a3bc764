package io.japply.apply.internal.cluster;

import java.net.http.HttpClient;
import java.time.Duration;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Ends a JDK HTTP client's selector thread before Java 21, which has no HttpClient.shutdownNow.
 * That thread waits in native code, and the JVM's exit waits up to 300 ms for any thread that
 * does (daemon or not), a quarter of a one-object apply on Java 17.
 *
 * <p>Through public API only, so that it works in a library user's JVM too and the jar needs no
 * Add-Opens (processing one cost Java 17's start 5 to 10 ms): the JDK names the thread after the
 * client's id, which the client's toString shows, and the thread's loop ends when it is interrupted.
 */
final class SelectorStop {
    /** The end of the JDK client's toString: its id, as in {@code HttpClientImpl@1b2c3d(7)}. */
    private static final Pattern CLIENT_ID = Pattern.compile("\\((\\d+)\\)$");

    private SelectorStop() {
    }

    /** Whether the selector thread ended within {@code wait}; false when it was not found. */
    static boolean stop(HttpClient client, Duration wait) {
        Optional<Thread> selector = selectorThread(client);
        if (selector.isEmpty()) {
            return false; // a JDK that names it otherwise: the exit waits, nothing else changes
        }
        try {
            selector.get().interrupt();
            selector.get().join(wait.toMillis());
            return !selector.get().isAlive();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** The live thread named {@code HttpClient-<id>-SelectorManager} for this client's id. */
    static Optional<Thread> selectorThread(HttpClient client) {
        Matcher id = CLIENT_ID.matcher(client.toString());
        if (!id.find()) {
            return Optional.empty();
        }
        String name = "HttpClient-" + id.group(1) + "-SelectorManager";
        ThreadGroup root = Thread.currentThread().getThreadGroup();
        while (root.getParent() != null) {
            root = root.getParent();
        }
        Thread[] threads = new Thread[root.activeCount() + 16];
        int count = root.enumerate(threads, true);
        for (int i = 0; i < count; i++) {
            if (threads[i].getName().equals(name)) {
                return Optional.of(threads[i]);
            }
        }
        return Optional.empty();
    }
}
