package io.japply.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.fabric8.kubernetes.client.KubernetesClient;
import io.japply.apply.kubeconfig.ConnectionRequest;
import io.japply.apply.kubeconfig.Surroundings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A connection reads its names and variables in the surroundings it is given, never in this process's:
 * what lets one warm process serve requests from many directories and environments.
 */
class SurroundingsTest {
    private static final String V1 = "client.authentication.k8s.io/v1";

    @TempDir
    Path tmp;

    @Test
    void twoDirectoriesWithTheSameRelativeKubeconfigNameEachReachTheirOwnServerAndFiles() throws IOException {
        Path a = directory("a", "https://a.example:6443", "user: {tokenFile: token}");
        Path b = directory("b", "https://b.example:6443", "user: {tokenFile: token}");
        Files.writeString(a.resolve("token"), "token-of-a\n");
        Files.writeString(b.resolve("token"), "token-of-b\n");
        assertEquals("https://a.example:6443/ token-of-a", reached(new Surroundings(a, Map.of("KUBECONFIG", "kc"))));
        assertEquals("https://b.example:6443/ token-of-b", reached(new Surroundings(b, Map.of("KUBECONFIG", "kc"))));
    }

    @Test
    void withoutKubeconfigTheRunsHomeIsRead() throws IOException {
        Path home = Files.createDirectories(tmp.resolve("home"));
        Files.createDirectories(home.resolve(".kube"));
        Files.writeString(home.resolve(".kube/config"), kubeconfig("https://home.example:6443", "user: {token: t}"));
        assertEquals("https://home.example:6443/ t", reached(new Surroundings(tmp, Map.of("HOME", home.toString()))));
    }

    /** The plugin inherits the run's variables (not this process's), runs in its directory, is found on its PATH. */
    @Test
    void anExecPluginSeesTheRunsEnvironmentAndDirectory() throws IOException {
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        Path plugin = Files.writeString(bin.resolve("japply-test-plugin"), "#!/bin/sh\nprintf '{\"apiVersion\":\"" + V1
                + "\",\"kind\":\"ExecCredential\",\"status\":{\"token\":\"%s %s %s\"}}' \"$JAPPLY_TEST_MARK\" \"$(pwd)\""
                + " \"$(printenv \"$JAPPLY_PROBE\" || echo unset)\"\n");
        Files.setPosixFilePermissions(plugin, PosixFilePermissions.fromString("rwx------"));
        Path a = directory("a", "https://a.example:6443",
                "user: {exec: {apiVersion: " + V1 + ", command: japply-test-plugin, interactiveMode: Never}}");
        assertFalse(System.getenv().containsKey("JAPPLY_TEST_MARK"), "the process has no such variable");
        // a variable of this process's that the run does not have: the plugin must not see it
        String probe = System.getenv().keySet().stream().filter(name -> name.matches("[A-Z_][A-Z0-9_]*"))
                .filter(name -> !name.equals("PATH")).findFirst().orElseThrow();
        Surroundings run = new Surroundings(a, Map.of("KUBECONFIG", "kc", "PATH", bin + ":/usr/bin:/bin",
                "JAPPLY_TEST_MARK", "mark-of-a", "JAPPLY_PROBE", probe));
        assertEquals("https://a.example:6443/ mark-of-a " + a.toRealPath() + " unset", reached(run));
    }

    private String reached(Surroundings surroundings) {
        try (KubernetesClient client = Connections.client(ConnectionRequest.defaults(), surroundings)) {
            return client.getConfiguration().getMasterUrl() + " " + client.getConfiguration().getAutoOAuthToken();
        }
    }

    private Path directory(String name, String server, String user) throws IOException {
        Path dir = Files.createDirectories(tmp.resolve(name));
        Files.writeString(dir.resolve("kc"), kubeconfig(server, user));
        return dir;
    }

    private static String kubeconfig(String server, String user) {
        return "clusters:\n- name: c\n  cluster: {server: '" + server + "', insecure-skip-tls-verify: true}\n"
                + "contexts:\n- name: ctx\n  context: {cluster: c, user: u}\ncurrent-context: ctx\n"
                + "users:\n- name: u\n  " + user + "\n";
    }
}
