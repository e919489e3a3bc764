package io.japply.it.ci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.it.BoundedProcess;
import io.japply.it.real.Cluster;
import io.japply.it.real.RealServer;
import io.japply.it.release.Podman;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Tekton Task's step and the Argo WorkflowTemplate's container of examples/ci, run as their engine runs
 * them ({@link TektonStep}, {@link ArgoStep}): the release's image (bin/release's, loaded into podman) with its
 * own entrypoint, the template's arguments with the run's parameters put in, its workspaces, artifacts and
 * Secret volumes mounted where the engine mounts them, in a Pod of the test cluster's (a service account's token
 * and the cluster's address, as the kubelet gives them), against the real test cluster. Each template runs
 * twice, with a kubeconfig (a bound workspace; a Secret) and with none (the service account): the summary it
 * hands on counts three objects created, and a second run three unchanged.
 */
@RealServer
class EngineStepsOnRealServerTest {
    private static Podman podman;

    @BeforeAll
    static void loadTheImage(@TempDir Path storage) throws Exception {
        Optional<Podman> loaded = Podman.load(storage);
        assumeTrue(loaded.isPresent(), "podman cannot run here: the engines' steps run in a container engine");
        podman = loaded.get();
    }

    @TempDir
    Path tmp;

    @Test
    @Timeout(600)
    void tektonStepWithAKubeconfigWorkspace(Cluster cluster) throws Exception {
        String namespace = cluster.namespace("tekton");
        Path kubeconfig = Templates.kubeconfigSecret(cluster, tmp.resolve("kubeconfig"));
        Map<String, Object> params = Map.of("image", podman.image(), "args", List.of("-n", namespace));
        tekton(cluster, namespace, params, Map.of("manifests", manifests(), "kubeconfig", kubeconfig), Pod.none(), 3, 0);
        tekton(cluster, namespace, params, Map.of("manifests", manifests(), "kubeconfig", kubeconfig), Pod.none(), 0, 3);
    }

    @Test
    @Timeout(600)
    void tektonStepWithTheServiceAccount(Cluster cluster) throws Exception {
        String namespace = cluster.namespace("tekton-sa");
        Pod pod = Pod.runningAs(cluster, namespace, "japply", tmp.resolve("serviceaccount"));
        Map<String, Object> params = Map.of("image", podman.image());
        tekton(cluster, namespace, params, Map.of("manifests", manifests()), pod, 3, 0);
        tekton(cluster, namespace, params, Map.of("manifests", manifests()), pod, 0, 3);
    }

    @Test
    @Timeout(600)
    void argoContainerWithTheKubeconfigSecret(Cluster cluster) throws Exception {
        String namespace = cluster.namespace("argo");
        Map<String, Path> secrets = Map.of("japply-kubeconfig", Templates.kubeconfigSecret(cluster, tmp.resolve("kubeconfig")));
        argo(cluster, namespace, secrets, Pod.none(), 3, 0);
        argo(cluster, namespace, secrets, Pod.none(), 0, 3);
    }

    @Test
    @Timeout(600)
    void argoContainerWithTheServiceAccount(Cluster cluster) throws Exception {
        String namespace = cluster.namespace("argo-sa");
        JsonNode template = Templates.template("argo/japply-workflowtemplate.yaml");
        String account = template.path("spec").path("serviceAccountName").asText();
        Pod pod = Pod.runningAs(cluster, namespace, account, tmp.resolve("serviceaccount"));
        argo(cluster, namespace, Map.of(), pod, 3, 0);
        argo(cluster, namespace, Map.of(), pod, 0, 3);
    }

    private void tekton(Cluster cluster, String namespace, Map<String, Object> params, Map<String, Path> workspaces, Pod pod,
                        int created, int unchanged) throws Exception {
        JsonNode task = Templates.template("tekton/japply-task.yaml");
        Path results = Files.createTempDirectory(tmp, "results");
        Templates.readableByAll(results);
        Container step = TektonStep.of(task, params, workspaces, results);
        BoundedProcess.Result run = step.run(podman, pod);
        assertEquals(0, run.code(), run.show());
        String stdoutPath = TektonStep.stdoutPath(task); // stdoutConfig: Tekton's entrypoint copies stdout there
        assertEquals("/tekton/results/summary", stdoutPath);
        Files.writeString(results.resolve("summary"), run.out());
        checkSummary(cluster, namespace, Templates.JSON.readTree(results.resolve("summary").toFile()), created, unchanged);
    }

    private void argo(Cluster cluster, String namespace, Map<String, Path> secrets, Pod pod, int created, int unchanged)
            throws Exception {
        JsonNode template = Templates.template("argo/japply-workflowtemplate.yaml");
        Map<String, String> arguments = new HashMap<>(Map.of("image", podman.image(), "namespace", namespace));
        ArgoStep.Resolved resolved = ArgoStep.of(template, arguments, Map.of("manifests", manifests()), secrets, tmp);
        BoundedProcess.Result run = resolved.container().run(podman, pod);
        assertEquals(0, run.code(), run.show());
        String summary = ArgoStep.output(template, "summary", resolved, run.out());
        checkSummary(cluster, namespace, Templates.JSON.readTree(summary), created, unchanged);
    }

    private static void checkSummary(Cluster cluster, String namespace, JsonNode summary, int created, int unchanged) {
        Templates.assertTotals(summary, created, unchanged, 0);
        assertEquals(0, summary.path("exitCode").asInt(-1), summary.toString());
        summary.path("objects").forEach(object -> assertEquals(namespace, object.path("namespace").asText(), object.toString()));
        assertEquals("hello", cluster.get("configmaps", namespace, "settings").path("data").path("greeting").asText());
    }

    /** The manifests, as a workspace or an artifact gives them: a folder the image's user can read. */
    private Path manifests() throws Exception {
        Path folder = tmp.resolve("manifests");
        if (!Files.exists(folder)) {
            Templates.manifests(folder);
            Templates.readableByAll(folder);
        }
        return folder;
    }
}
