package io.japply.it.warm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two terminals at once, Ctrl-C on one request, a stop while a request runs, a killed warm process: each
 * ends as a cold run would.
 */
class WarmLifecycleTest {
    private static final String[] DIFF_STDIN = {"diff", "-f", "-", "--live", "examples/live"};

    @TempDir
    Path dir;

    private Launcher launcher;
    private WarmProcesses warm;
    private String configmap;

    @BeforeEach
    void start() throws Exception {
        launcher = new Launcher(dir);
        warm = new WarmProcesses(launcher);
        configmap = Files.readString(Launcher.ROOT.resolve("examples/manifests/configmap.yaml"));
    }

    @AfterEach
    void stop() {
        warm.stop();
    }

    @Test
    void twoRequestsRunAtTheSameTimeEachWithItsOwnInput() {
        warm.started();
        Process first = launcher.start("on", DIFF_STDIN);
        Process second = launcher.start("on", DIFF_STDIN);
        warm.await(s -> s.running() == 2); // both in the warm process, each waiting for its stdin
        Launcher.Result secondResult = Launcher.finish(second, configmap.replace("600", "700"));
        Launcher.Result firstResult = Launcher.finish(first, configmap);
        assertEquals(launcher.cold(configmap, DIFF_STDIN), firstResult);
        assertEquals(launcher.cold(configmap.replace("600", "700"), DIFF_STDIN), secondResult);
    }

    @Test
    void ctrlCEndsThatRequestAloneAndTheClientDiesOfIt() throws Exception {
        long pid = warm.started().pid();
        Process waiting = launcher.start("on", DIFF_STDIN); // bin/japply exec's the client: the same process
        warm.await(s -> s.running() == 1);
        new ProcessBuilder("kill", "-INT", Long.toString(waiting.pid())).start().waitFor();
        assertEquals(128 + 2, Launcher.finish(waiting, null).code());
        WarmProcesses.Status after = warm.await(s -> s.running() == 0);
        assertEquals(pid, after.pid());
        assertEquals(launcher.cold(configmap, DIFF_STDIN), launcher.warm(configmap, DIFF_STDIN));
    }

    @Test
    void aStopLetsTheRunningRequestFinishWhileTheNextRunsCold() {
        warm.started();
        Process running = launcher.start("on", DIFF_STDIN);
        warm.await(s -> s.running() == 1);
        warm.stop();
        Launcher.Result cold = launcher.cold(configmap, DIFF_STDIN);
        assertEquals(cold, launcher.warm(configmap, DIFF_STDIN), "a run during the stop");
        assertEquals(cold, Launcher.finish(running, configmap), "the run the stop let finish");
    }

    @Test
    void aKilledWarmProcessMeansAColdRunAndThenANewWarmProcess() throws Exception {
        WarmProcesses.Status killed = warm.started();
        ProcessHandle handle = ProcessHandle.of(killed.pid()).orElseThrow();
        handle.destroyForcibly();
        handle.onExit().get();
        assertEquals(launcher.cold(configmap, DIFF_STDIN), launcher.warm(configmap, DIFF_STDIN));
        WarmProcesses.Status next = warm.await(s -> true);
        assertNotEquals(killed.pid(), next.pid());
        assertEquals(0, next.requests(), "the run after the kill was cold");
    }
}
