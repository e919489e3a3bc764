package io.japply.cli.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.japply.apply.model.ApplyResult;
import io.japply.apply.cluster.ObjectRef;
import org.junit.jupiter.api.Test;

/** The report names an object from the library's result as the pipeline's reference names it (kubectl's name). */
class WordsNameTest {
    @Test
    void namesAsTheReferenceDoes() {
        for (String apiVersion : new String[] {"v1", "apps/v1", "rbac.authorization.k8s.io/v1", "/v1"}) {
            ObjectRef ref = new ObjectRef(apiVersion, "ClusterRoleBinding", null, "web");
            ApplyResult.ObjectId id = new ApplyResult.ObjectId(apiVersion, "ClusterRoleBinding", null, "web");
            assertEquals(ref.display(), Words.name(id), apiVersion);
        }
        assertEquals("deployment.apps/web", Words.name(new ApplyResult.ObjectId("apps/v1", "Deployment", "a", "web")));
    }
}
