package io.japply.it.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import io.japply.it.server.ObjectStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A kubeconfig's exec credential plugin that fails stops japply before any request, with kubectl 1.32's
 * words and the plugin's stderr, as kubectl stops (fabric8 alone sent the requests with no credentials).
 */
class ExecCredentialsKubectlTest {
    static final String V1 = "client.authentication.k8s.io/v1";
    private static final String STDERR_LINE = "plugin on stderr: please log in";
    private static final String KUBECTL_SAYS = "Unable to connect to the server: getting credentials: ";

    @TempDir
    Path tmp;

    private FakeApiServer server;

    @BeforeEach
    void start() throws Exception {
        Kubectl.require();
        // kubectl runs a plugin, and sends any credential, only to an https server
        server = FakeApiServer.overTls(new ObjectStore()).start().serving(FakeApiServer.BUILT_IN_AND_WIDGET).storing();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    /** Each way a plugin fails, as a shell body: its reason must be kubectl's, byte for byte. */
    @ParameterizedTest
    @ValueSource(strings = {
        "echo '" + STDERR_LINE + "' >&2; exit 1",
        "echo not an ExecCredential",
        "echo '[1, 2]'",
        "echo '{\"apiVersion\":\"client.authentication.k8s.io/v1beta1\",\"kind\":\"ExecCredential\",\"status\":{\"token\":\"t\"}}'",
        "echo '{\"kind\":\"ExecCredential\",\"status\":{\"token\":\"t\"}}'",
        "true",
        "echo '{\"apiVersion\":\"" + V1 + "\",\"kind\":\"Pod\",\"status\":{\"token\":\"t\"}}'",
        "echo '{\"apiVersion\":\"" + V1 + "\",\"kind\":\"ExecCredential\"}'",
        "echo '{\"apiVersion\":\"" + V1 + "\",\"kind\":\"ExecCredential\",\"status\":{}}'",
        "echo '{\"apiVersion\":\"" + V1 + "\",\"kind\":\"ExecCredential\",\"status\":{\"token\":5}}'",
        "echo '{\"apiVersion\":\"" + V1 + "\",\"kind\":\"ExecCredential\",\"status\":{\"clientKeyData\":\"k\"}}'",
    })
    void aFailingPluginStopsJapplyAsItStopsKubectl(String body) throws Exception {
        Path kubeconfig = kubeconfig(plugin(body), "interactiveMode: Never", "");
        assertSameFailure(kubeconfig, true);
    }

    /** fabric8 reads this kubeconfig (the fast path does not know proxy-url): the plugin still fails closed. */
    @Test
    void aFailingPluginStopsJapplyWhenFabric8ReadsTheKubeconfig() throws Exception {
        Path kubeconfig = kubeconfig(plugin("echo '" + STDERR_LINE + "' >&2; exit 3"), "interactiveMode: Never",
                "    disable-compression: false\n");
        assertSameFailure(kubeconfig, true);
    }

    @Test
    void aMissingPluginIsNamedWithItsInstallHint() throws Exception {
        Path kubeconfig = kubeconfig("no-such-credential-plugin", "interactiveMode: Never\n      installHint: run make login", "");
        assertSameFailure(kubeconfig, false);
        Path path = kubeconfig("./missing-plugin.sh", "interactiveMode: Never", "");
        assertSameFailure(path, false);
    }

    /** Refused before the plugin runs, in kubectl's words. */
    @ParameterizedTest
    @ValueSource(strings = {"", "interactiveMode: Sometimes", "interactiveMode: Always"})
    void anIncompleteExecSectionIsRefusedAsKubectlRefusesIt(String mode) throws Exception {
        Path kubeconfig = kubeconfig(plugin("exit 7"), mode, "");
        Kubectl.Result kubectl = kubectl(kubeconfig);
        JapplyRun japply = japply(kubeconfig);
        assertEquals(1, kubectl.exitCode(), kubectl.err());
        assertEquals(1, japply.code(), japply.err());
        // the whole of stderr: kubectl's one line, with japply's "error: " where kubectl could not connect
        assertEquals(kubectl.err().replaceFirst("^Unable to connect to the server: ", "error: "), japply.err());
        assertEquals(List.of(), server.requests(), "no request without a credential");
    }

    @Test
    void aTokenFromThePluginIsSentAsKubectlSendsIt() throws Exception {
        String credential = "{\"apiVersion\":\"" + V1 + "\",\"kind\":\"ExecCredential\",\"status\":{\"token\":\"from-plugin\"}}";
        Path kubeconfig = kubeconfig(plugin("echo '" + credential + "'"), "interactiveMode: Never", "");
        JapplyRun japply = japply(kubeconfig);
        assertEquals(0, japply.code(), japply.err());
        assertTrue(server.requests().stream().allMatch(r -> "Bearer from-plugin".equals(r.getHeader("Authorization"))),
                "every request carries the plugin's token");
        server.resetRequests();
        Kubectl.Result kubectl = kubectl(kubeconfig);
        assertEquals(0, kubectl.exitCode(), kubectl.err());
        assertTrue(server.requests().stream().allMatch(r -> "Bearer from-plugin".equals(r.getHeader("Authorization"))));
    }

    /** What the plugin is given (KUBERNETES_EXEC_INFO with the cluster, args, env) is kubectl's, byte for byte. */
    @Test
    void thePluginGetsWhatKubectlGivesIt() throws Exception {
        Path seen = tmp.resolve("seen.txt");
        String body = "{ echo \"$KUBERNETES_EXEC_INFO\"; echo \"$FROM_KUBECONFIG|$1|$2\"; } > " + seen + "; exit 1";
        Path kubeconfig = kubeconfig(plugin(body), "interactiveMode: IfAvailable\n      provideClusterInfo: true\n"
                + "      args: [one, two words]\n      env: [{name: FROM_KUBECONFIG, value: set}]",
                "    tls-server-name: localhost\n");
        kubectl(kubeconfig);
        String theirs = Files.readString(seen);
        Files.delete(seen);
        japply(kubeconfig);
        assertEquals(theirs, Files.readString(seen));
        assertTrue(theirs.contains("\"server\":\"" + server.url() + "\"") && theirs.endsWith("set|one|two words\n"), theirs);
    }

    /** kubectl never runs the plugin of a user that has a token: neither does japply. */
    @Test
    void aUsersTokenWinsOverItsPlugin() throws Exception {
        Path kubeconfig = kubeconfig(plugin("exit 1"), "interactiveMode: Never", "");
        Files.writeString(kubeconfig, Files.readString(kubeconfig).replace("    exec:", "    token: static\n    exec:"));
        assertEquals(0, kubectl(kubeconfig).exitCode());
        server.resetRequests();
        JapplyRun japply = japply(kubeconfig);
        assertEquals(0, japply.code(), japply.err());
        assertTrue(server.requests().stream().allMatch(r -> "Bearer static".equals(r.getHeader("Authorization"))));
    }

    /**
     * japply's whole stderr against kubectl's whole stderr: kubectl's is the plugin's stderr, once for each time it
     * ran the plugin, then {@code Unable to connect to the server: getting credentials: REASON}; japply's is the
     * plugin's stderr once, then {@code error: getting credentials: REASON} with REASON on one line (docs/apply.md;
     * docs/differences.md: kubectl may run a failing plugin several times, japply runs it once, and every japply
     * error is one line).
     */
    private void assertSameFailure(Path kubeconfig, boolean showsStderr) throws Exception {
        JapplyRun japply = japply(kubeconfig);
        assertEquals(List.of(), server.requests(), "japply sent no request without a credential");
        Kubectl.Result kubectl = kubectl(kubeconfig);
        assertEquals(1, kubectl.exitCode(), kubectl.err());
        assertEquals(1, japply.code(), japply.err());
        assertEquals("", kubectl.out());
        assertEquals("", japply.out());
        String theirs = kubectl.err();
        int reason = theirs.indexOf(KUBECTL_SAYS);
        assertTrue(reason >= 0, theirs);
        String pluginSaid = theirs.substring(0, reason);
        String once = showsStderr ? STDERR_LINE + "\n" : "";
        assertEquals(once.repeat(once.isEmpty() ? 0 : pluginSaid.length() / once.length()), pluginSaid,
                "before its reason kubectl printed only what the plugin said, each time it ran it");
        String expected = (pluginSaid.isEmpty() ? "" : once) + "error: "
                + theirs.substring(reason + "Unable to connect to the server: ".length()).strip().replaceAll("\\s*\\R\\s*", " ")
                + "\n";
        assertEquals(expected, japply.err(), theirs);
    }

    private Kubectl.Result kubectl(Path kubeconfig) throws Exception {
        return Kubectl.run(List.of("get", "--raw", "/api/v1", "--kubeconfig", kubeconfig.toString()));
    }

    private JapplyRun japply(Path kubeconfig) throws Exception {
        Path manifest = Files.writeString(tmp.resolve("cm.yaml"),
                "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\ndata:\n  colour: blue\n");
        return JapplyRun.of(kubeconfig, "apply", "-f", manifest.toString());
    }

    /** A plugin script in the test's folder, named by a path relative to the kubeconfig, as users write it. */
    private String plugin(String body) throws Exception {
        Path script = tmp.resolve("plugin.sh");
        Files.writeString(script, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return "./plugin.sh";
    }

    private Path kubeconfig(String command, String mode, String clusterExtra) throws Exception {
        String config = "apiVersion: v1\nkind: Config\nclusters:\n- name: fake\n  cluster:\n    server: " + server.url()
                + "\n    insecure-skip-tls-verify: true\n" + clusterExtra + "contexts:\n- name: fake\n  context:\n    cluster: fake\n    user: u\n"
                + "    namespace: default\ncurrent-context: fake\nusers:\n- name: u\n  user:\n    exec:\n"
                + "      apiVersion: " + V1 + "\n      command: " + command + "\n      " + mode + "\n";
        return Files.writeString(tmp.resolve("kubeconfig"), config);
    }
}
