package io.japply.apply.internal.preview;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.internal.redact.Redaction;

/**
 * One object to compare: kubectl diff's file name for it, the live object (null when it does not
 * exist yet) and the object as it would be after the apply (null only when it would be gone).
 */
public record ObjectPair(String name, ObjectNode live, ObjectNode merged) {

    /**
     * kubectl diff's file name: {@code [group.]version.Kind.namespace.name}, the namespace empty for
     * cluster-scoped objects ("apps.v1.Deployment.shop.web", "v1.Namespace..shop").
     */
    public static String fileName(String apiVersion, String kind, String namespace, String name) {
        int slash = apiVersion.indexOf('/');
        String group = slash < 0 ? "" : apiVersion.substring(0, slash) + ".";
        return group + apiVersion.substring(slash + 1) + "." + kind + "." + (namespace == null ? "" : namespace)
                + "." + name;
    }

    /** The two sides as the YAML text a diff compares (sorted keys, "" for a missing side). */
    public RenderedPair rendered() {
        return new RenderedPair(name, YamlText.render(live), YamlText.render(merged));
    }

    /** Copies of both sides with secrets masked and managedFields dropped, as the options say. */
    public ObjectPair redacted(Redaction.Options options) {
        ObjectPair copy = copy();
        Redaction.apply(copy.live(), copy.merged(), options);
        return copy;
    }

    /** Deep copies, so masking and hiding never touch the caller's trees. */
    public ObjectPair copy() {
        return new ObjectPair(name, live == null ? null : live.deepCopy(), merged == null ? null : merged.deepCopy());
    }
}
