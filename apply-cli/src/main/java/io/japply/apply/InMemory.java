package io.japply.apply;

import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.utils.KubernetesSerialization;
import io.japply.apply.internal.read.ManifestReader;
import java.util.ArrayList;
import java.util.List;
import io.japply.apply.model.Manifest;

/** fabric8 objects given to {@link Japply} as the pipeline's manifests, each named by kind, namespace and name. */
final class InMemory {
    private InMemory() {
    }

    static Manifests manifests(KubernetesSerialization serialization, List<? extends HasMetadata> resources) {
        List<Manifest> manifests = new ArrayList<>();
        for (int i = 0; i < resources.size(); i++) {
            manifests.add(manifest(serialization, resources.get(i), i, resources.size()));
        }
        return Manifests.of(manifests);
    }

    /** A fabric8 object as the pipeline reads a document: through JSON, typed as Kubernetes decodes it. */
    static Manifest manifest(KubernetesSerialization serialization, HasMetadata resource, int index, int count) {
        // named by kind, namespace and name: an object in memory has no file or document
        String namespace = resource.getMetadata().getNamespace();
        String source = resource.getKind() + " " + (namespace == null || namespace.isEmpty() ? "" : namespace + "/")
                + resource.getMetadata().getName() + (count > 1 ? " (object " + (index + 1) + " of " + count + ")" : "");
        List<Manifest> read = ManifestReader.fromText(source, serialization.asJson(resource));
        if (read.size() != 1) {
            return Manifest.invalid(source, Manifest.IN_MEMORY, 0, "not one object");
        }
        Manifest one = read.get(0);
        return one.problem().isPresent() ? Manifest.invalid(source, Manifest.IN_MEMORY, 0, one.error())
                : Manifest.of(source, Manifest.IN_MEMORY, 0, one.object());
    }
}
