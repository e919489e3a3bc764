package io.japply.it.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.DeploymentBuilder;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.japply.apply.ApplyReport;
import io.japply.apply.Japply;
import io.japply.apply.status.ObjectStatus;
import io.japply.apply.status.Status;
import io.japply.apply.status.WaitListener;
import io.japply.apply.status.WaitOutcome;
import io.japply.it.FakeApiServer;
import io.japply.it.server.Controllers;
import io.japply.it.server.ObjectStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Japply.waitUntilReady on a user's own fabric8 client (its default configuration), against the fake server. */
class LibraryWaitEndToEndTest {
    private static final String DEPLOYMENT = "/apis/apps/v1/namespaces/default/deployments/web";

    @TempDir
    Path tmp;

    private final ObjectStore store = new ObjectStore();
    private final Controllers controllers = new Controllers(store);
    private FakeApiServer server;
    private KubernetesClient client;

    @BeforeEach
    void start() throws Exception {
        server = new FakeApiServer(store).start().serving(FakeApiServer.BUILT_IN_AND_WIDGET).storing();
        store.namespace("default");
        Path kubeconfig = server.writeKubeconfig(tmp);
        client = new KubernetesClientBuilder().withConfig(Config.fromKubeconfig(Files.readString(kubeconfig))).build();
    }

    @AfterEach
    void stop() {
        controllers.close();
        client.close();
        server.close();
    }

    private static Deployment web() {
        return new DeploymentBuilder().withNewMetadata().withName("web").endMetadata()
                .withNewSpec().withReplicas(3)
                .withNewSelector().addToMatchLabels("app", "web").endSelector()
                .withNewTemplate().withNewMetadata().addToLabels("app", "web").endMetadata()
                .withNewSpec().addNewContainer().withName("web").withImage("web:1").endContainer().endSpec()
                .endTemplate().endSpec().build();
    }

    @Test
    void appliesThenWaitsUntilTheRolloutIsDone() {
        controllers.then(DEPLOYMENT, Duration.ofMillis(300), "{'observedGeneration': 1, 'replicas': 3,"
                + " 'updatedReplicas': 3, 'readyReplicas': 3, 'availableReplicas': 3,"
                + " 'conditions': [{'type': 'Available', 'status': 'True'}]}").start();
        List<String> heard = new ArrayList<>();
        Japply japply = Japply.with(client);

        ApplyReport report = japply.apply(List.of(web()));
        WaitOutcome outcome = japply.waitUntilReady(report, Duration.ofMinutes(1), new WaitListener() {
            @Override
            public void ready(ObjectStatus object) {
                heard.add("ready " + object.ref());
            }
        });

        assertEquals(WaitOutcome.End.ALL_CURRENT, outcome.end(), outcome.summary());
        assertEquals(Status.CURRENT, outcome.objects().get(0).status());
        assertNotNull(outcome.objects().get(0).readyAt());
        assertEquals(List.of("ready Deployment default/web"), heard);
    }
}
