package io.japply.apply.internal.status;

import io.japply.apply.status.WatchScope;

import io.japply.apply.status.StatusSource;

import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.GenericKubernetesResourceList;
import io.fabric8.kubernetes.api.model.ListOptions;
import io.fabric8.kubernetes.api.model.ListOptionsBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.Watcher;
import io.fabric8.kubernetes.client.WatcherException;
import io.fabric8.kubernetes.client.dsl.NonNamespaceOperation;
import io.fabric8.kubernetes.client.dsl.Resource;
import java.util.List;
import java.util.function.Supplier;

/**
 * {@link StatusSource} over fabric8's generic resources: LIST, then WATCH from its resourceVersion
 * with bookmarks. fabric8 reconnects a broken watch by itself; what reaches {@link Events#dropped}
 * is what it gives up on, 410 Gone (EXPIRED) above all. Requests are bounded by the client's
 * request timeout.
 */
public final class Fabric8StatusSource implements StatusSource {
    private final KubernetesClient client;

    public Fabric8StatusSource(KubernetesClient client) {
        this.client = client;
    }

    @Override
    public Listing list(WatchScope scope) {
        GenericKubernetesResourceList list = call(() -> resources(scope).list());
        List<JsonNode> items = list.getItems().stream().map(this::toJson).toList();
        String version = list.getMetadata() == null ? "" : list.getMetadata().getResourceVersion();
        return new Listing(items, version == null ? "" : version);
    }

    @Override
    public Watch watch(WatchScope scope, String resourceVersion, Events events) {
        ListOptions options = new ListOptionsBuilder().withAllowWatchBookmarks(true)
                .withResourceVersion(resourceVersion.isEmpty() ? null : resourceVersion).build();
        io.fabric8.kubernetes.client.Watch watch = call(() -> resources(scope).watch(options, new Watcher<>() {
            @Override
            public void eventReceived(Action action, GenericKubernetesResource resource) {
                switch (action) {
                    case ADDED -> events.event(EventType.ADDED, toJson(resource));
                    case MODIFIED -> events.event(EventType.MODIFIED, toJson(resource));
                    case DELETED -> events.event(EventType.DELETED, toJson(resource));
                    case BOOKMARK -> events.event(EventType.BOOKMARK, toJson(resource));
                    default -> {
                        // ERROR events become onClose in fabric8
                    }
                }
            }

            @Override
            public void onClose(WatcherException cause) {
                events.dropped(cause.isHttpGone() ? DropReason.EXPIRED : DropReason.DISCONNECTED,
                        StatusWaiter.oneLine(cause));
            }
        }));
        return watch::close;
    }

    private NonNamespaceOperation<GenericKubernetesResource, GenericKubernetesResourceList,
            Resource<GenericKubernetesResource>> resources(WatchScope scope) {
        var all = client.genericKubernetesResources(scope.apiVersion(), scope.kind());
        return scope.namespace().isEmpty() ? all : all.inNamespace(scope.namespace());
    }

    private JsonNode toJson(GenericKubernetesResource resource) {
        return client.getKubernetesSerialization().convertValue(resource, JsonNode.class);
    }

    /** The server's own message (e.g. "deployments.apps is forbidden: ...") rather than fabric8's wrapping. */
    private static <T> T call(Supplier<T> request) {
        try {
            return request.get();
        } catch (KubernetesClientException e) {
            String message = e.getStatus() != null && e.getStatus().getMessage() != null
                    ? "HTTP " + e.getCode() + ": " + e.getStatus().getMessage() : StatusWaiter.oneLine(e);
            throw new StatusSourceException(message, e, e.getCode());
        }
    }
}
