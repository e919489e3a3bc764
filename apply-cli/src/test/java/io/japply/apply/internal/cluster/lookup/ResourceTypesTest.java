package io.japply.apply.internal.cluster.lookup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.japply.apply.cluster.ServedResource;
import io.japply.apply.model.Failure;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * TYPE to resource over a part of a 1.32 test server's discovery, in its order; each expected answer is
 * what kubectl 1.32 resolved the same TYPE to on that server (apply view-last-applied TYPE/web); client-go's
 * REST mappers (shortcuts, categories, priorities) resolve the same way in 1.37.2.
 */
class ResourceTypesTest {
    static final List<ServedResource> SERVED = List.of(
            served("", "v1", "configmaps", "ConfigMap", true, List.of("cm"), List.of()),
            served("", "v1", "events", "Event", true, List.of("ev"), List.of()),
            served("", "v1", "namespaces", "Namespace", false, List.of("ns"), List.of()),
            served("", "v1", "services", "Service", true, List.of("svc"), List.of("all")),
            served("apps", "v1", "deployments", "Deployment", true, List.of("deploy"), List.of("all")),
            served("events.k8s.io", "v1", "events", "Event", true, List.of("ev"), List.of()),
            served("autoscaling", "v2", "horizontalpodautoscalers", "HorizontalPodAutoscaler", true, List.of("hpa"), List.of("all")),
            served("autoscaling", "v1", "horizontalpodautoscalers", "HorizontalPodAutoscaler", true, List.of("hpa"), List.of("all")));

    static ServedResource served(String group, String version, String plural, String kind, boolean namespaced,
                                 List<String> shortNames, List<String> categories) {
        return new ServedResource(group, version, plural, kind.toLowerCase(java.util.Locale.ROOT), kind, namespaced,
                shortNames, categories);
    }

    private final ResourceTypes types = new ResourceTypes(SERVED);

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "deployment, apps/v1, deployments", "deploy, apps/v1, deployments", "deployments.apps, apps/v1, deployments",
        "deployments.v1.apps, apps/v1, deployments", "Deployment, apps/v1, deployments",
        "Deployment.apps, apps/v1, deployments", "Deployment.v1.apps, apps/v1, deployments",
        "deploy.apps, apps/v1, deployments", "deploy.app, apps/v1, deployments", "deployments.ap, apps/v1, deployments",
        "deployment.app, apps/v1, deployments", "Deployment.app, apps/v1, deployments",
        "configmaps.v1., v1, configmaps", "cm, v1, configmaps", "ns, v1, namespaces",
        "hpa.autoscal, autoscaling/v2, horizontalpodautoscalers",
        "horizontalpodautoscalers.autoscal, autoscaling/v2, horizontalpodautoscalers",
        "events, v1, events", "ev, v1, events", "events.events, events.k8s.io/v1, events",
        "ev.events, events.k8s.io/v1, events", "event.events, events.k8s.io/v1, events"})
    void resolvesAsKubectl(String type, String apiVersion, String plural) {
        ServedResource resolved = types.resolve(type).resource();
        assertEquals(apiVersion + " " + plural, resolved.apiVersion() + " " + resolved.plural());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"foo, foo", "DEPLOY, DEPLOY", "deployments.pps, deployments", "deployments.v1.app, deployments",
        "pods.metrics.k8s.io, pods"})
    void refusesInKubectlsWords(String type, String named) {
        Failure refused = assertThrows(Failure.class, () -> types.resolve(type));
        assertEquals("the server doesn't have a resource type \"" + named + "\"", refused.getMessage());
    }

    @org.junit.jupiter.api.Test
    void warnsOfAShortNameAnotherGroupUses() {
        assertEquals(List.of("short name \"ev\" could also match lower priority resource events.events.k8s.io"),
                types.resolve("ev").warnings());
        assertEquals(List.of(), types.resolve("events").warnings());
    }

    @org.junit.jupiter.api.Test
    void expandsACategoryToItsResources() {
        assertEquals(List.of("services", "deployments.apps", "horizontalpodautoscalers.autoscaling", "cm"),
                types.expand("all,cm"));
    }
}
