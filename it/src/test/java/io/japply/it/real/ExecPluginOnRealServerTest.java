package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The administrator's token handed out by an exec credential plugin, on the real server, both tools side
 * by side: a plugin that fails stops both with the same words and nothing is created (japply used to go
 * on as system:anonymous and be told Forbidden); a plugin that answers lets both apply.
 */
@RealServer
class ExecPluginOnRealServerTest {
    private static final Pattern TOKEN = Pattern.compile("(?m)^    token: (\\S+)$");

    @TempDir
    Path tmp;

    @Test
    @Timeout(120)
    void aFailingPluginStopsBothToolsAndAnAnsweringOneLetsBothApply(Cluster cluster) throws Exception {
        Kubectl.require();
        String ns = cluster.namespace("exec-plugin");
        Path manifest = Files.writeString(tmp.resolve("cm.yaml"),
                "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: via-plugin\ndata:\n  k: v\n");
        Path failing = withPlugin(cluster.kubeconfig(), "echo 'session expired: log in again' >&2; exit 1");
        Kubectl.Result kubectl = Kubectl.run(List.of("apply", "-f", manifest.toString(), "-n", ns,
                "--kubeconfig", failing.toString()));
        JapplyRun japply = JapplyRun.of(failing, "apply", "-f", manifest.toString(), "-n", ns);
        assertEquals(1, kubectl.exitCode(), kubectl.err());
        assertEquals(1, japply.code(), japply.err());
        String words = "getting credentials: exec: executable " + tmp.resolve("plugin.sh") + " failed with exit code 1";
        assertTrue(kubectl.err().contains(words), kubectl.err());
        assertEquals("session expired: log in again\nerror: " + words + "\n", japply.err());
        Kubectl.Result absent = Kubectl.run(List.of("get", "configmap", "via-plugin", "-n", ns,
                "--kubeconfig", cluster.kubeconfig().toString()));
        assertNotEquals(0, absent.exitCode(), "nothing was created: " + absent.out());

        String token = token(cluster.kubeconfig());
        Path answering = withPlugin(cluster.kubeconfig(), "echo '{\"apiVersion\":\"client.authentication.k8s.io/v1\","
                + "\"kind\":\"ExecCredential\",\"status\":{\"token\":\"" + token + "\"}}'");
        JapplyRun applied = JapplyRun.of(answering, "apply", "-f", manifest.toString(), "-n", ns);
        assertEquals(0, applied.code(), applied.err());
        assertEquals("configmap/via-plugin created\n", applied.out());
        Kubectl.Result again = Kubectl.run(List.of("apply", "-f", manifest.toString(), "-n", ns,
                "--kubeconfig", answering.toString()));
        assertEquals("configmap/via-plugin unchanged\n", again.out(), again.err());
    }

    private static String token(Path kubeconfig) throws Exception {
        Matcher matcher = TOKEN.matcher(Files.readString(kubeconfig));
        assertTrue(matcher.find(), "the test cluster's kubeconfig carries its administrator's token");
        return matcher.group(1);
    }

    /** The kubeconfig with its administrator's token replaced by an exec plugin running {@code body}. */
    private Path withPlugin(Path kubeconfig, String body) throws Exception {
        Path script = tmp.resolve("plugin.sh");
        Files.writeString(script, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwx------"));
        String text = Files.readString(kubeconfig);
        String changed = TOKEN.matcher(text).replaceFirst("    exec:\n      apiVersion: client.authentication.k8s.io/v1\n"
                + "      command: ./plugin.sh\n      interactiveMode: Never");
        assertNotEquals(text, changed);
        return Files.writeString(tmp.resolve("kubeconfig"), changed);
    }
}
