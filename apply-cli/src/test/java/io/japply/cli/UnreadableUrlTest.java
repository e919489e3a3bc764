package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A manifest URL where nothing listens: the error says the connection was refused, never "null". */
@Timeout(30)
class UnreadableUrlTest {
    @TempDir
    Path tmp;

    @Test
    void aRefusedUrlNamesTheCause() throws Exception {
        int port;
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort();
        }
        String url = "http://127.0.0.1:" + port + "/cm.yaml";
        String live = Cli.write(tmp, "live.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c, namespace: default}\n");
        Cli.Result run = Cli.run("diff", "-f", url, "--live", live);
        assertEquals("error: document 1 for: \"" + url + "\": cannot read: connection refused", run.err().lines()
                .filter(l -> l.startsWith("error: ")).findFirst().orElse(run.err()));
    }
}
