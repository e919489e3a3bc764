package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * --wait-ready on the real server: a CRD waited for until the API server's own controller establishes it,
 * then custom resources whose status the test moves through the /status subresource (there is no
 * controller for them), ready and not ready.
 */
@RealServer
class WaitOnRealServerTest {
    private static final String CRD = """
            apiVersion: apiextensions.k8s.io/v1
            kind: CustomResourceDefinition
            metadata: {name: gizmos.wait.japply.io}
            spec:
              group: wait.japply.io
              scope: Namespaced
              names: {plural: gizmos, singular: gizmo, kind: Gizmo}
              versions:
              - name: v1
                served: true
                storage: true
                subresources: {status: {}}
                schema:
                  openAPIV3Schema:
                    type: object
                    x-kubernetes-preserve-unknown-fields: true
            """;

    @TempDir
    Path tmp;

    @Test
    @Timeout(180)
    void aCrdIsEstablishedAndACustomResourceIsReadyWhenItsStatusSaysSo(Cluster cluster) throws Exception {
        Kubectl.require();
        String ns = cluster.namespace("wait");
        Path crd = Files.writeString(tmp.resolve("crd.yaml"), CRD);
        JapplyRun established = cluster.japply("apply", "-f", crd.toString(), "--wait-ready", "--wait-ready-timeout", "60s");
        assertEquals(0, established.code(), established.err());
        assertEquals("True", cluster.get("crd", null, "gizmos.wait.japply.io")
                .at("/status/conditions").findValuesAsText("status").get(0));

        Path gizmo = Files.writeString(tmp.resolve("gizmo.yaml"),
                "apiVersion: wait.japply.io/v1\nkind: Gizmo\nmetadata: {name: g}\nspec: {size: 1}\n");
        assertEquals(0, cluster.kubectl("apply", "-f", gizmo.toString(), "-n", ns).exitCode());
        status(cluster, ns, "g", "False", "Assembling");
        CompletableFuture<JapplyRun> waiting = CompletableFuture.supplyAsync(() -> cluster.japply(
                "apply", "-f", gizmo.toString(), "-n", ns, "--wait-ready", "--wait-ready-timeout", "90s"));
        Thread.sleep(3000);
        assertTrue(!waiting.isDone(), "still waiting while Ready is False: " + (waiting.isDone() ? waiting.get().err() : ""));
        status(cluster, ns, "g", "True", "Done");
        JapplyRun ready = waiting.get(120, TimeUnit.SECONDS);
        assertEquals(0, ready.code(), ready.out() + ready.err());

        JapplyRun notReady = cluster.japply("apply", "-f", gizmo.toString(), "-n", ns, "--wait-ready", "--wait-ready-timeout", "3s");
        assertEquals(0, notReady.code(), "ready now: " + notReady.err());
        status(cluster, ns, "g", "False", "Broken");
        JapplyRun timedOut = cluster.japply("apply", "-f", gizmo.toString(), "-n", ns, "--wait-ready", "--wait-ready-timeout", "3s");
        assertNotEquals(0, timedOut.code(), "Ready is False again");
        assertTrue((timedOut.out() + timedOut.err()).contains("gizmo"), timedOut.out() + timedOut.err());
    }

    private static void status(Cluster cluster, String ns, String name, String ready, String reason) {
        Kubectl.Result moved = cluster.kubectl("patch", "gizmo", name, "-n", ns, "--subresource=status", "--type=merge",
                "-p", "{\"status\":{\"observedGeneration\":1,\"conditions\":[{\"type\":\"Ready\",\"status\":\""
                        + ready + "\",\"reason\":\"" + reason + "\",\"message\":\"moved by the test\"}]}}");
        assertEquals(0, moved.exitCode(), moved.err());
    }
}
