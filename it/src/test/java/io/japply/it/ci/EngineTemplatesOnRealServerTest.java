package io.japply.it.ci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import io.japply.it.publish.Published;
import io.japply.it.real.Cluster;
import io.japply.it.real.RealServer;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The Tekton Task and the Argo WorkflowTemplate of examples/ci, checked by the API server against
 * their engine's own CRD schema (the engines' CRD files, installed on the test cluster first):
 * kubectl's and japply's server dry runs accept them, and a misspelt field is refused, so the schema
 * is really applied. The CRDs come from the engines' Go modules ({@link EngineCrds}), never committed.
 */
@RealServer
class EngineTemplatesOnRealServerTest {
    @Test
    void tektonTaskMatchesTektonsSchema(Cluster cluster) throws Exception {
        check(cluster, EngineCrds.TEKTON, "300-task.yaml", "tasks.tekton.dev", "tekton/japply-task.yaml", "task.tekton.dev/japply",
                "    - name: apply\n", "    - nmae: apply\n", "unknown field \"spec.steps[0].nmae\"");
    }

    @Test
    void argoWorkflowTemplateMatchesArgosSchema(Cluster cluster) throws Exception {
        check(cluster, EngineCrds.ARGO, "argoproj.io_workflowtemplates.yaml", "workflowtemplates.argoproj.io",
                "argo/japply-workflowtemplate.yaml", "workflowtemplate.argoproj.io/japply",
                "  entrypoint: main\n", "  entrypoint: [main]\n", "spec.entrypoint");
    }

    private static void check(Cluster cluster, EngineCrds engine, String crdFile, String crdName, String template, String objectName,
                              String valid, String broken, String refusal) throws Exception {
        Kubectl.require();
        Path crd = engine.crd(crdFile);
        Kubectl.Result installed = cluster.kubectl("apply", "--server-side", "-f", crd.toString());
        assertEquals(0, installed.exitCode(), installed.err());
        try {
            awaitEstablished(cluster, crdName);
            String namespace = cluster.namespace("ci");
            Path file = Published.checkoutRoot().resolve("examples/ci").resolve(template);

            Kubectl.Result kubectl = cluster.kubectl("apply", "--dry-run=server", "-n", namespace, "-f", file.toString());
            assertEquals(0, kubectl.exitCode(), kubectl.err());
            assertEquals(objectName + " created (server dry run)", kubectl.out().strip());
            JapplyRun japply = cluster.japply("apply", "--dry-run=server", "-n", namespace, "-f", file.toString());
            assertEquals(0, japply.code(), japply.err());
            assertEquals(kubectl.out(), japply.out());

            String text = Files.readString(file);
            assertTrue(text.contains(valid), valid);
            Path misspelt = Files.createTempFile("japply-ci", ".yaml");
            Files.writeString(misspelt, text.replace(valid, broken));
            Kubectl.Result refused = cluster.kubectl("apply", "--dry-run=server", "-n", namespace, "-f", misspelt.toString());
            assertNotEquals(0, refused.exitCode(), refused.out());
            assertTrue(refused.err().contains(refusal), refused.err());
        } finally {
            cluster.kubectl("delete", "crd", crdName, "--wait=false", "--ignore-not-found");
        }
    }

    /** Polls, since kubectl wait fails on a definition that has no conditions yet. */
    private static void awaitEstablished(Cluster cluster, String crdName) throws InterruptedException {
        for (int attempt = 0; attempt < 120; attempt++) {
            Kubectl.Result status = cluster.kubectl("get", "crd", crdName,
                    "-o", "jsonpath={.status.conditions[?(@.type==\"Established\")].status}");
            if (status.out().strip().equals("True")) {
                return;
            }
            Thread.sleep(500);
        }
        fail(crdName + " was not Established within 60 s");
    }

}
