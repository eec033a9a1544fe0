/**
 * Not API: the service through which the SDK's Jackson modules tell the Spring MVC glue where and
 * why a request body could not be read, so that the glue names no JSON library. Exported to those
 * modules alone.
 */
package io.github.shogunsdk.spring.internal;
