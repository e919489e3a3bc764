package io.japply.apply.internal.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpClient;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * SelectorStop finds a JDK client's own selector thread through public API (the thread's name and
 * the client's toString) and ends it by interrupting it; this is the path of Java 17 to 20, which
 * the build runs on, and needs no --add-opens (this module's tests run without one).
 */
class SelectorStopTest {
    @Test
    void findsEachClientsOwnSelectorThreadAndEndsIt() {
        HttpClient first = HttpClient.newHttpClient();
        HttpClient second = HttpClient.newHttpClient();
        Thread firstSelector = SelectorStop.selectorThread(first).orElseThrow();
        Thread secondSelector = SelectorStop.selectorThread(second).orElseThrow();
        assertNotEquals(firstSelector, secondSelector);
        assertTrue(firstSelector.getName().endsWith("-SelectorManager"), firstSelector.getName());

        assertTrue(SelectorStop.stop(first, Duration.ofSeconds(5)), "the first client's selector thread still runs");
        assertFalse(firstSelector.isAlive());
        assertTrue(secondSelector.isAlive(), "stopping one client ended another's selector thread");
        assertTrue(SelectorStop.stop(second, Duration.ofSeconds(5)));
    }

    @Test
    void aStoppedClientsThreadIsNoLongerFound() {
        HttpClient client = HttpClient.newHttpClient();
        assertTrue(SelectorStop.stop(client, Duration.ofSeconds(5)));
        assertEquals(Optional.empty(), SelectorStop.selectorThread(client));
        assertFalse(SelectorStop.stop(client, Duration.ofSeconds(1)), "nothing left to stop");
    }
}
