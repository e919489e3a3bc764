package io.japply.apply.cluster;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.http.HttpClient;
import java.time.Duration;

/**
 * Ends a JDK HTTP client's selector thread before Java 21, which has no HttpClient.shutdownNow.
 * That thread waits in native code, and the JVM's exit waits up to 300 ms for any thread that
 * does (daemon or not), a quarter of a one-object apply on Java 17. The client's own shutdown is
 * internal: this calls it when java.net.http's internals are open to japply (the jar's manifest
 * opens them for {@code java -jar}); otherwise, as in a library user's JVM, it does nothing.
 */
final class SelectorStop {
    private SelectorStop() {
    }

    /** Whether the selector thread ended within {@code wait}; false when the internals are closed. */
    static boolean stop(HttpClient client, Duration wait) {
        try {
            Object impl = field(client, "impl");
            Thread selector = (Thread) field(impl, "selmgr");
            Method shutdown = selector.getClass().getDeclaredMethod("shutdown");
            shutdown.setAccessible(true);
            shutdown.invoke(selector);
            selector.join(wait.toMillis());
            return !selector.isAlive();
        } catch (ReflectiveOperationException | RuntimeException e) {
            // a JDK laid out otherwise, or internals not opened: the exit waits, nothing else changes
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private static Object field(Object owner, String name) throws ReflectiveOperationException {
        Field field = owner.getClass().getDeclaredField(name);
        field.setAccessible(true);
        return field.get(owner);
    }
}
