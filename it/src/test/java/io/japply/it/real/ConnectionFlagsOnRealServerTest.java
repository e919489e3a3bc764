package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * kubectl's global connection flags, side by side with the reference kubectl (1.37.2) on the real server:
 * both start from a kubeconfig whose only cluster is an address nobody listens on and that has no user, so
 * that nothing connects unless -s, --certificate-authority (or --insecure-skip-tls-verify), --token,
 * --cluster/--user and --tls-server-name do their work. The token is a service account's that may do
 * nothing but impersonate another service account, which may write ConfigMaps: --as is needed for the apply
 * to pass. Each line must end with kubectl's exit code, and the objects written must be kubectl's.
 */
@RealServer
class ConnectionFlagsOnRealServerTest {
    @TempDir
    Path tmp;

    private Cluster cluster;
    private String ns;
    private String server;
    private Path ca;
    private String token;
    private Path nowhere;

    @BeforeEach
    void serviceAccounts(Cluster cluster) throws Exception {
        Kubectl.require();
        this.cluster = cluster;
        ns = cluster.namespace("connection");
        Path rbac = Files.writeString(tmp.resolve("rbac.yaml"), """
                apiVersion: v1
                kind: ServiceAccount
                metadata: {name: impersonator}
                ---
                apiVersion: v1
                kind: ServiceAccount
                metadata: {name: deployer}
                ---
                apiVersion: rbac.authorization.k8s.io/v1
                kind: Role
                metadata: {name: impersonate-deployer}
                rules:
                - {apiGroups: [""], resources: [serviceaccounts], verbs: [impersonate], resourceNames: [deployer]}
                ---
                apiVersion: rbac.authorization.k8s.io/v1
                kind: RoleBinding
                metadata: {name: impersonator}
                roleRef: {apiGroup: rbac.authorization.k8s.io, kind: Role, name: impersonate-deployer}
                subjects: [{kind: ServiceAccount, name: impersonator}]
                ---
                apiVersion: rbac.authorization.k8s.io/v1
                kind: Role
                metadata: {name: configmaps}
                rules:
                - {apiGroups: [""], resources: [configmaps], verbs: [get, list, create, patch]}
                ---
                apiVersion: rbac.authorization.k8s.io/v1
                kind: RoleBinding
                metadata: {name: deployer}
                roleRef: {apiGroup: rbac.authorization.k8s.io, kind: Role, name: configmaps}
                subjects: [{kind: ServiceAccount, name: deployer}]
                """);
        assertOk(cluster.kubectl("apply", "-n", ns, "-f", rbac.toString()));
        Kubectl.Result created = cluster.kubectl("create", "token", "impersonator", "-n", ns);
        assertOk(created);
        token = created.out().trim();
        String kubeconfig = Files.readString(cluster.kubeconfig());
        server = group(kubeconfig, "server: (\\S+)");
        ca = Files.write(tmp.resolve("ca.crt"), Base64.getDecoder().decode(group(kubeconfig, "certificate-authority-data: (\\S+)")));
        nowhere = Files.writeString(tmp.resolve("nowhere.kubeconfig"), """
                apiVersion: v1
                kind: Config
                clusters:
                - name: nowhere
                  cluster: {server: "https://127.0.0.1:9"}
                - name: real
                  cluster: {server: "%s", certificate-authority: "%s"}
                users:
                - name: nobody
                  user: {token: not-a-token}
                - name: impersonator
                  user: {token: "%s"}
                contexts:
                - name: nowhere
                  context: {cluster: nowhere}
                current-context: nowhere
                """.formatted(server, ca, token));
    }

    @Test
    @Timeout(300)
    void eachLineEndsAsKubectlsAndWritesWhatKubectlWrites() throws Exception {
        List<String> direct = List.of("-s", server, "--certificate-authority", ca.toString(), "--token", token);
        String deployer = "--as=system:serviceaccount:" + ns + ":deployer";
        same("all given, impersonating the deployer", 0, flags(direct, deployer));
        same("the impersonator itself may not write ConfigMaps", 1, flags(direct));
        same("nor impersonate anyone else", 1, flags(direct, "--as=system:serviceaccount:" + ns + ":default"));
        same("nor impersonate a group", 1, flags(direct, deployer, "--as-group=system:masters"));
        same("no CA: the server's certificate is not trusted", 1, List.of("-s", server, "--token", token, deployer));
        same("--insecure-skip-tls-verify", 0, List.of("-s", server, "--insecure-skip-tls-verify", "--token", token, deployer));
        same("no --server: the kubeconfig's, where nobody listens", 1, List.of("--token", token, deployer));
        same("--cluster and --user from the kubeconfig", 0, List.of("--cluster", "real", "--user", "impersonator", deployer));
        same("--user alone: the context's cluster", 1, List.of("--user", "impersonator", deployer));
        same("--user that is not there", 1, List.of("--cluster", "real", "--user", "none", deployer));
        same("a name the certificate holds", 0, flags(direct, deployer, "--tls-server-name=kubernetes.default"));
        same("a name it does not hold", 1, flags(direct, deployer, "--tls-server-name=wrong.example"));
        same("--record", 0, flags(direct, deployer, "--record"));
    }

    /**
     * kubectl requires the server to be its exact release (git version, commit and tree state: kubectl
     * v1.32.4 refused a v1.32.13 server); japply, which has no Kubernetes release of its own, requires the
     * minor version it matches (docs/differences.md). Side by side on this server: the same exit code and
     * the same stderr, the version values masked (kubectl prints Go's version.Info structs, japply the
     * versions alone). On a server of japply's minor that is not kubectl's exact release only japply goes
     * on, as documented. Where nobody listens, both say they could not read the server's version.
     */
    @Test
    @Timeout(120)
    void matchServerVersionAsksTheServersVersion() throws Exception {
        List<String> direct = List.of("-s", server, "--certificate-authority", ca.toString(), "--token", token,
                "--as=system:serviceaccount:" + ns + ":deployer", "--match-server-version");
        JsonNode versions = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(cluster.kubectl("version", "-o", "json").out());
        String serverVersion = versions.path("serverVersion").path("gitVersion").asText();
        String kubectlVersion = versions.path("clientVersion").path("gitVersion").asText();
        Kubectl.Result kubectl = Kubectl.run(args("by-kubectl", direct));
        JapplyRun japply = JapplyRun.of(null, args("by-japply", direct).toArray(String[]::new));
        String what = "server " + serverVersion + ", kubectl " + kubectlVersion;
        if (serverVersion.startsWith("v1.37.") && !serverVersion.equals(kubectlVersion)) {
            assertEquals(1, kubectl.exitCode(), what + ": kubectl: " + kubectl.err());
            assertEquals(0, japply.code(), what + ": japply: " + japply.err());
        } else {
            assertEquals(kubectl.exitCode(), japply.code(), what + ": kubectl: " + kubectl.err() + "japply: " + japply.err());
            assertEquals(versionsMasked(kubectl.err()), versionsMasked(japply.err()), what);
            assertEquals(kubectl.out().replace("by-kubectl", "by-japply"), japply.out(), what);
        }
        // a token: without credentials kubectl would ask for a user name on the terminal
        List<String> nowhere = List.of("--token", token, "--match-server-version");
        JapplyRun unreachable = JapplyRun.of(null, args("by-japply", nowhere).toArray(String[]::new));
        Kubectl.Result kubectlUnreachable = Kubectl.run(args("by-kubectl", nowhere));
        assertEquals(kubectlUnreachable.exitCode(), unreachable.code(), kubectlUnreachable.err());
        assertTrue(kubectlUnreachable.err().startsWith("error: couldn't read version from server: "), kubectlUnreachable.err());
        assertTrue(unreachable.err().startsWith("error: couldn't read version from server: "), unreachable.err());
    }

    /** The versions in "server version (...) differs from client version (...)" made one, whatever their form. */
    private static String versionsMasked(String err) {
        return err.replaceAll("(server|client) version \\((&?version\\.Info\\{[^}]*\\}|v[^)]*)\\)", "$1 version (VERSION)");
    }

    /**
     * --grace-period in the DeleteOptions of --force's delete (an immutable ConfigMap whose data changed):
     * both tools say so in their -v=8 request trace, and both re-create the object.
     */
    @Test
    @Timeout(120)
    void gracePeriodGoesWithForcesDelete() throws Exception {
        for (String name : List.of("by-kubectl", "by-japply")) {
            Path manifest = tmp.resolve(name + ".yaml");
            Files.writeString(manifest, "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: " + name
                    + "\nimmutable: true\ndata:\n  k: v\n");
            assertOk(cluster.kubectl("apply", "-f", manifest.toString(), "-n", ns));
            Files.writeString(manifest, Files.readString(manifest).replace("k: v", "k: changed"));
        }
        List<String> force = List.of("--force", "--grace-period=7", "-v=8");
        Kubectl.Result kubectl = cluster.kubectl(flags(List.of("apply", "-f", tmp.resolve("by-kubectl.yaml").toString(),
                "-n", ns), force.toArray(String[]::new)).toArray(String[]::new));
        JapplyRun japply = cluster.japply(flags(List.of("apply", "-f", tmp.resolve("by-japply.yaml").toString(),
                "-n", ns), force.toArray(String[]::new)).toArray(String[]::new));
        assertEquals(0, kubectl.exitCode(), kubectl.err());
        assertEquals(0, japply.code(), japply.err());
        assertTrue(kubectl.err().contains("\"gracePeriodSeconds\":7"), kubectl.err());
        // kubectl's body ends with a line break (klog's block form), japply's does not (a quoted value)
        assertTrue(japply.err().contains("\\\"gracePeriodSeconds\\\":7"), japply.err());
        assertEquals("changed", cluster.get("configmap", ns, "by-japply").path("data").path("k").asText());
    }

    private static List<String> flags(List<String> base, String... more) {
        List<String> all = new ArrayList<>(base);
        all.addAll(List.of(more));
        return all;
    }

    /**
     * kubectl applies the ConfigMap "by-kubectl", japply the ConfigMap "by-japply", with the same flags;
     * both end with {@code expected}, and when both wrote, the objects are the same but for their names.
     */
    private void same(String what, int expected, List<String> flags) throws Exception {
        Kubectl.Result kubectl = Kubectl.run(args("by-kubectl", flags));
        JapplyRun japply = JapplyRun.of(null, args("by-japply", flags).toArray(String[]::new));
        assertEquals(expected, kubectl.exitCode(), what + ": kubectl: " + kubectl.err());
        assertEquals(expected, japply.code(), what + ": japply: " + japply.err());
        if (expected == 0) {
            assertEquals(kubectl.out().replace("by-kubectl", "by-japply"), japply.out(), what);
            JsonNode fromKubectl = cluster.get("configmap", ns, "by-kubectl");
            JsonNode fromJapply = cluster.get("configmap", ns, "by-japply");
            assertEquals(comparable(fromKubectl, "by-kubectl"), comparable(fromJapply, "by-japply"), what);
        } else {
            assertNotEquals("", japply.err(), what);
        }
    }

    private List<String> args(String name, List<String> flags) throws Exception {
        Path manifest = tmp.resolve(name + ".yaml");
        Files.writeString(manifest, "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: " + name + "\ndata:\n  k: v\n");
        List<String> all = new ArrayList<>(List.of("apply", "-f", manifest.toString(), "-n", ns, "--kubeconfig", nowhere.toString()));
        all.addAll(flags);
        return all;
    }

    /** The annotations and data, the name made one, the program's name in --record's text made one. */
    private static String comparable(JsonNode object, String name) {
        JsonNode kept = object.deepCopy();
        return kept.path("metadata").path("annotations").toString().replace(name, "NAME")
                .replaceAll("(kubectl|japply) apply", "PROGRAM apply") + kept.path("data");
    }

    private static String group(String text, String regex) {
        Matcher matcher = Pattern.compile(regex).matcher(text);
        assertTrue(matcher.find(), regex);
        return matcher.group(1);
    }

    private static void assertOk(Kubectl.Result result) {
        assertEquals(0, result.exitCode(), result.err());
    }
}
