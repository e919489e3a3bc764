package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * What an RBAC-limited ServiceAccount meets, beside the reference kubectl (1.37.2): --force where the
 * account may delete but not create (kubectl deletes the object and loses it; japply asks the server first
 * and deletes nothing), a create refused after the delete (the manifest saved, the message says so), and a
 * prune whose kind the account may not LIST (kubectl's words, the summary kept).
 */
@RealServer
class RefusedAccountOnRealServerTest {
    private static final String V1 = "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: settings}\nimmutable: true\n"
            + "data: {a: \"1\"}\n";

    @TempDir
    Path dir;

    /** A kubeconfig for a ServiceAccount of {@code ns} bound to a Role with these verbs on these resources. */
    private Path account(Cluster cluster, String ns, String verbs, String resources) {
        ok(cluster.kubectl("create", "serviceaccount", "deployer", "-n", ns));
        ok(cluster.kubectl("create", "role", "deployer", "--verb=" + verbs, "--resource=" + resources, "-n", ns));
        ok(cluster.kubectl("create", "rolebinding", "deployer", "--role=deployer", "--serviceaccount=" + ns + ":deployer",
                "-n", ns));
        String token = ok(cluster.kubectl("create", "token", "deployer", "-n", ns)).out().strip();
        Path kubeconfig = dir.resolve(ns + ".kubeconfig");
        write(kubeconfig, ok(cluster.kubectl("config", "view", "--raw", "--minify", "--flatten")).out());
        ok(kubectl(kubeconfig, "config", "set-credentials", "deployer", "--token=" + token));
        ok(kubectl(kubeconfig, "config", "set-context", "--current", "--user=deployer"));
        return kubeconfig;
    }

    private static Kubectl.Result kubectl(Path kubeconfig, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.add("--kubeconfig=" + kubeconfig);
        try {
            return Kubectl.run(Kubectl.binary(), all, Map.of("KUBECTL_APPLYSET", "true"), 120);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static Kubectl.Result ok(Kubectl.Result result) {
        assertEquals(0, result.exitCode(), result.err());
        return result;
    }

    private Path write(Path file, String text) {
        try {
            return Files.writeString(file, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** An immutable ConfigMap whose data changes: the PATCH is refused as invalid, so --force replaces it. */
    private String[] immutableChanged(Cluster cluster, String ns) {
        assertEquals(0, cluster.japply("apply", "-f", write(dir.resolve("v1.yaml"), V1).toString(), "-n", ns).code());
        return new String[] {"apply", "-f", write(dir.resolve("v2.yaml"), V1.replace("\"1\"", "\"2\"")).toString(),
            "-n", ns, "--force"};
    }

    @Test
    @Timeout(180)
    void forceWithAnAccountThatMayDeleteButNotCreateDeletesNothing(Cluster cluster) {
        Kubectl.require();
        String theirs = cluster.namespace("kubectl");
        String ours = cluster.namespace("japply");
        Path kubectlAccount = account(cluster, theirs, "get,list,patch,delete", "configmaps");
        Path japplyAccount = account(cluster, ours, "get,list,patch,delete", "configmaps");

        Kubectl.Result kubectl = kubectl(kubectlAccount, immutableChanged(cluster, theirs));
        assertEquals(1, kubectl.exitCode());
        assertTrue(kubectl.err().contains("cannot create resource \"configmaps\""), kubectl.err());
        assertNull(cluster.get("configmap", theirs, "settings"), "kubectl deleted it and could not create it again");

        String[] force = immutableChanged(cluster, ours);
        JsonNode before = cluster.get("configmap", ours, "settings");
        JapplyRun japply = JapplyRun.of(japplyAccount, force);
        assertEquals(1, japply.code());
        List<String> lines = japply.err().lines().toList();
        assertEquals(2, lines.size(), japply.err());
        assertTrue(lines.get(0).startsWith("error: ") && lines.get(0).endsWith("v2.yaml\": --force: not replacing"
                + " configmap/settings: the server says this account may not create configmaps in namespace \"" + ours
                + "\"; nothing was deleted"), japply.err());
        assertEquals("error: 1 of 1 object failed", lines.get(1));
        JsonNode after = cluster.get("configmap", ours, "settings");
        assertNotNull(after, "japply deleted nothing");
        assertEquals(before.at("/metadata/uid"), after.at("/metadata/uid"));
    }

    /** An admission policy refuses every create of a ConfigMap: RBAC allows it, so only the create can tell. */
    @Test
    @Timeout(180)
    void aCreateRefusedAfterTheDeleteSavesTheManifestItWouldHaveRestored(Cluster cluster) throws IOException {
        Kubectl.require();
        String ns = cluster.namespace("frozen");
        String[] force = immutableChanged(cluster, ns);
        freezeCreates(cluster, ns);
        JapplyRun japply = cluster.japply(force);
        assertEquals(1, japply.code());
        Matcher saved = Pattern.compile("--force: configmap/settings was deleted and could not be created again: the new"
                + " object was refused \\(.*creates are frozen.*\\), and so was the previous one \\(.*creates are frozen.*\\);"
                + " its manifest is saved in (/\\S+\\.json)\\n").matcher(japply.err());
        assertTrue(saved.find(), japply.err());
        assertNull(cluster.get("configmap", ns, "settings"));
        Path file = Path.of(saved.group(1));
        try {
            JsonNode manifest = new ObjectMapper().readTree(Files.readString(file));
            assertEquals("1", manifest.at("/data/a").asText(), "the previous object");
            assertTrue(manifest.at("/metadata/uid").isMissingNode() && manifest.at("/metadata/resourceVersion").isMissingNode());
            cluster.kubectl("delete", "validatingadmissionpolicybinding", "frozen-" + ns);
            // the binding's removal takes effect within a second or two
            for (int i = 0; i < 60 && cluster.kubectl("create", "-f", file.toString()).exitCode() != 0; i++) {
                sleep();
            }
            assertEquals("1", cluster.get("configmap", ns, "settings").at("/data/a").asText(), "restored from the file");
        } finally {
            Files.deleteIfExists(file);
            cluster.kubectl("delete", "validatingadmissionpolicy", "frozen-" + ns, "--ignore-not-found");
        }
    }

    private void freezeCreates(Cluster cluster, String ns) {
        String policy = "apiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingAdmissionPolicy\nmetadata: {name: frozen-"
                + ns + "}\nspec:\n  failurePolicy: Fail\n  matchConstraints:\n    resourceRules:\n    - apiGroups: ['']\n"
                + "      apiVersions: [v1]\n      operations: [CREATE]\n      resources: [configmaps]\n"
                + "    namespaceSelector: {matchLabels: {kubernetes.io/metadata.name: " + ns + "}}\n"
                + "  validations:\n  - expression: 'false'\n    message: creates are frozen\n---\n"
                + "apiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingAdmissionPolicyBinding\nmetadata: {name: frozen-"
                + ns + "}\nspec:\n  policyName: frozen-" + ns + "\n  validationActions: [Deny]\n";
        ok(cluster.kubectl("apply", "-f", write(dir.resolve("policy.yaml"), policy).toString()));
        // the policy takes effect within a second or two: wait until a probe is refused
        for (int i = 0; i < 60; i++) {
            if (cluster.kubectl("create", "configmap", "probe", "-n", ns).exitCode() != 0) {
                return;
            }
            cluster.kubectl("delete", "configmap", "probe", "-n", ns);
            sleep();
        }
        throw new AssertionError("the admission policy never took effect");
    }

    private static void sleep() {
        try {
            Thread.sleep(500);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Test
    @Timeout(180)
    void aKindTheAccountMayNotListIsToldInKubectlsWordsAndTheSummaryStays(Cluster cluster) {
        Kubectl.require();
        String theirs = cluster.namespace("kubectl");
        String ours = cluster.namespace("japply");
        String set = "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c1}\ndata: {a: \"1\"}\n";
        String withDeployment = set + "---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n"
                + "  selector: {matchLabels: {app: web}}\n  template:\n    metadata: {labels: {app: web}}\n"
                + "    spec: {containers: [{name: c, image: nginx}]}\n";
        String first = write(dir.resolve("first.yaml"), withDeployment).toString();
        String second = write(dir.resolve("second.yaml"), set).toString();
        ok(kubectl(cluster.kubeconfig(), "apply", "-f", first, "-n", theirs, "--prune", "--applyset=app"));
        assertEquals(0, cluster.japply("apply", "-f", first, "-n", ours, "--prune", "--applyset=app").code());
        Path kubectlAccount = account(cluster, theirs, "get,list,patch,create,delete", "configmaps,secrets");
        Path japplyAccount = account(cluster, ours, "get,list,patch,create,delete", "configmaps,secrets");

        Kubectl.Result kubectl = kubectl(kubectlAccount, "apply", "-f", second, "-n", theirs, "--prune", "--applyset=app");
        JapplyRun japply = JapplyRun.of(japplyAccount, "apply", "-f", second, "-n", ours, "--prune", "--applyset=app",
                "--summary=json");
        assertEquals(kubectl.exitCode(), japply.code());
        String kubectlLine = kubectl.err().lines().filter(l -> l.startsWith("error: listing")).findFirst().orElseThrow();
        assertEquals(kubectlLine.replace(theirs, "NS"), japply.err().lines().findFirst().orElseThrow().replace(ours, "NS"),
                "kubectl's words");
        assertFalse(japply.err().contains("internal error"), japply.err());
        JsonNode summary = read(japply.out());
        assertEquals(1, summary.at("/totals/objects").asInt());
        assertEquals(0, summary.at("/totals/failed").asInt());
        assertEquals(1, summary.at("/totals/pruneFailed").asInt());
        assertEquals(1, summary.get("exitCode").asInt());
        assertNotNull(cluster.get("deployment", ours, "web"), "nothing pruned");
    }

    private static JsonNode read(String json) {
        try {
            return new ObjectMapper().readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
