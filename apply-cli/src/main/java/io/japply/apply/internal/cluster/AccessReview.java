package io.japply.apply.internal.cluster;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.GoJson;
import io.japply.threeway.json.Json;

/** Asks the server what this account may do: a SelfSubjectAccessReview, which every authenticated user may send. */
final class AccessReview {
    private static final String PATH = "/apis/authorization.k8s.io/v1/selfsubjectaccessreviews";

    private AccessReview() {
    }

    /** Whether the account may create the object's kind where the object goes; UNKNOWN when the server does not say. */
    static ClusterGateway.Permission mayCreate(RawRequests raw, ObjectRef ref, ClusterGateway.Served served) {
        ObjectNode review = Json.object().put("apiVersion", "authorization.k8s.io/v1").put("kind", "SelfSubjectAccessReview");
        ObjectNode attributes = review.putObject("spec").putObject("resourceAttributes").put("verb", "create")
                .put("group", ref.group()).put("version", ref.version()).put("resource", served.plural());
        if (served.namespaced()) {
            attributes.put("namespace", ref.namespace());
        }
        try {
            JsonNode answer = raw.write("POST", PATH, "application/json", GoJson.write(review));
            return answer.path("status").path("allowed").asBoolean(false)
                    ? ClusterGateway.Permission.ALLOWED : ClusterGateway.Permission.DENIED;
        } catch (ClusterGateway.Refused e) {
            if (e.code() == 0) {
                throw e; // no server: the delete would fail alike
            }
            return ClusterGateway.Permission.UNKNOWN; // no access reviews served here: the create itself will tell
        }
    }
}
