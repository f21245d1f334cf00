import { Plus, UsersRound } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { useSearchParams } from 'react-router'
import { EmptyState } from '#web/components/empty-state'
import { PageHeader } from '#web/components/page-header'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'
import { errorMessage } from '#web/lib/error-message'
import { useMe } from '#web/lib/session'
import { useChildren } from '../api/get-children'
import { AddChildDialog } from './add-child-dialog'
import { ChildOverview } from './child-overview'
import { ChildSwitcher } from './child-switcher'

/**
 * "/" for a parent (ADR 020), phone first: a switcher when there is more than one child, then the
 * chosen child's today, this week, the month's calendar and the rate. The child is in the address
 * (?child=…), so a reload or a shared link keeps it.
 */
export function ParentHomePage() {
  const { t } = useTranslation()
  const { school } = useMe()
  const children = useChildren()
  const [params, setParams] = useSearchParams()
  const [adding, setAdding] = useState(false)

  const list = children.data?.children ?? []
  const chosen = list.find((c) => c.id === params.get('child')) ?? list[0]
  const choose = (id: string) => setParams({ child: id }, { replace: true })

  const addButton = (
    <Button variant={list.length > 0 ? 'secondary' : 'primary'} onClick={() => setAdding(true)}>
      <Plus aria-hidden className="size-4" />
      {t('families.addChild.button')}
    </Button>
  )

  let body
  if (children.isError) {
    body = (
      <div role="alert" className="space-y-3 rounded-lg border border-danger bg-danger-soft px-3 py-3 text-sm font-medium text-danger">
        <p>
          {t('families.home.loadFailed')} {errorMessage(children.error)}
        </p>
        <Button variant="secondary" onClick={() => void children.refetch()}>
          {t('app.retry')}
        </Button>
      </div>
    )
  } else if (!children.data) {
    body = (
      <p role="status" className="flex items-center gap-2 py-8 text-muted">
        <Spinner /> {t('app.loading')}
      </p>
    )
  } else if (!chosen) {
    body = <EmptyState icon={UsersRound} title={t('families.home.noChildrenTitle')} body={t('families.home.noChildrenBody')} action={addButton} />
  } else {
    body = (
      <ChildSwitcher list={list} chosenId={chosen.id} onChoose={choose}>
        <ChildOverview key={chosen.id} child={chosen} />
      </ChildSwitcher>
    )
  }

  return (
    <>
      <PageHeader title={t('families.home.title')} subtitle={school.name} actions={chosen ? addButton : undefined} />
      {body}
      <AddChildDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(id) => {
          setAdding(false)
          choose(id)
        }}
      />
    </>
  )
}
