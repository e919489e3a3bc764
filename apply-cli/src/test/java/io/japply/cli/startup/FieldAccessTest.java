package io.japply.cli.startup;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.cli.command.ApplyCommand;
import io.japply.cli.flags.ApplyFlags;
import io.japply.cli.flags.ClusterFlags;
import io.japply.cli.flags.JobFlags;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The build's generated field access reads and writes the very fields reflection reaches (Maven builds it). */
class FieldAccessTest {
    private final FieldAccess.Registry generated = FieldAccess.generated();
    private final ModelSnapshot snapshot = SnapshotWriter.snapshot();
    private final Map<String, Object> userObjects = SnapshotWriter.userObjects();

    @Test
    void everyFlagOfAnApplyIsReachedWithoutReflection() {
        for (Class<?> type : List.of(ApplyCommand.class, ApplyFlags.class, ClusterFlags.class, JobFlags.class)) {
            FieldAccess access = generated.of(type.getName());
            assertNotNull(access, type + ": the build generated no field access");
            for (ModelSnapshot.Member member : snapshot.types().get(type.getName()).members()) {
                assertTrue(access.has(member.field()), type.getName() + "." + member.field());
            }
        }
        assertNull(generated.of(String.class.getName()));
    }

    @Test
    void eachGeneratedAccessorReadsAndWritesItsOwnField() throws ReflectiveOperationException {
        int checked = 0;
        for (ModelSnapshot.Type type : snapshot.types().values()) {
            FieldAccess access = generated.of(type.className());
            Object target = userObjects.get(type.className());
            for (ModelSnapshot.Member member : type.members()) {
                if (access == null || !access.has(member.field())) {
                    continue;
                }
                Field field = SnapshotModels.field(target.getClass(), member.field()); // by reflection
                String where = type.className() + "." + member.field();
                assertSame(field.get(target), access.get(target, member.field()), where);
                Object written = another(field.getType(), field.get(target));
                access.set(target, member.field(), written);
                assertSame(written, field.get(target), where + " written by the generated code");
                Object back = another(field.getType(), written);
                field.set(target, back);
                assertSame(back, access.get(target, member.field()), where + " read by the generated code");
                checked++;
            }
        }
        assertTrue(checked > 50, "fields checked: " + checked);
    }

    /** A value of the field's type that differs from {@code current} (a new object where it can). */
    private static Object another(Class<?> type, Object current) {
        if (type == boolean.class || type == Boolean.class) {
            return current == null ? Boolean.TRUE : Boolean.valueOf(!(Boolean) current);
        }
        if (type == int.class || type == Integer.class) {
            return current == null ? Integer.valueOf(7) : Integer.valueOf((Integer) current + 1);
        }
        if (type == long.class || type == Long.class) {
            return current == null ? Long.valueOf(7) : Long.valueOf((Long) current + 1);
        }
        if (type == String.class) {
            return new String("value-" + current);
        }
        if (type == List.class) {
            return new ArrayList<>(List.of("value"));
        }
        assertTrue(!type.isPrimitive(), "a primitive type this test does not know: " + type);
        return current == null ? newOrNull(type) : null;
    }

    private static Object newOrNull(Class<?> type) {
        try {
            return type.getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            return null;
        }
    }
}
