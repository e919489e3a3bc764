package io.japply.it.real;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What the test cluster's own watch recorded (it/cluster/offmachine): every TCP connection of
 * kube-apiserver or kube-controller-manager to an address outside loopback, one line each. The
 * test cluster must never send a packet off this machine, so any line fails the test it ran in.
 */
final class OffMachineConnections {
    private OffMachineConnections() {
    }

    /** The lines recorded so far by the cluster whose kubeconfig is given (none: an empty list). */
    static List<String> recorded(Path kubeconfig) {
        Path record = kubeconfig.toAbsolutePath().getParent().resolve("off-machine-connections");
        try {
            return Files.exists(record) ? Files.readAllLines(record) : List.of();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Clears the record, for the one test that makes a connection on purpose (to this machine's own address). */
    static void forget(Path kubeconfig) {
        try {
            Files.deleteIfExists(kubeconfig.toAbsolutePath().getParent().resolve("off-machine-connections"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** An AssertionError naming the connections, when there are any. */
    static void assertNone(Path kubeconfig) {
        List<String> lines = recorded(kubeconfig);
        if (!lines.isEmpty()) {
            throw new AssertionError("the test cluster connected to addresses off this machine "
                    + "(see docs/test-cluster.md, \"Nothing leaves the machine\"):\n  " + String.join("\n  ", lines));
        }
    }
}
